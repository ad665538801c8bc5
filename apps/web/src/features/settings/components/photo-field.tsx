import { ImageField } from '../../upload/components/image-field';

/** Up to two letters from the name, for where there is no photo. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

/**
 * The host's photo, uploaded to a lasting public address and shown round beside the name on the
 * public pages; initials without one.
 */
export function PhotoField(props: {
  value: string | null;
  initials: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (photo: string | null) => void;
}) {
  return (
    <ImageField
      label="Photo"
      module="PROFILE"
      uploadLabel="Upload a photo"
      removeLabel="Remove photo"
      value={props.value}
      error={props.error}
      disabled={props.disabled}
      onChange={props.onChange}
      preview={
        props.value ? (
          <img
            src={props.value}
            alt="You, as your booking pages show you"
            className="size-16 rounded-full border border-gray-200 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-16 place-items-center rounded-full bg-brand-50 font-semibold text-brand-700 text-lg"
          >
            {props.initials}
          </span>
        )
      }
    />
  );
}
