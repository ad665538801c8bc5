import { useDashboardT } from '../../i18n/dashboard-i18n';
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
  const t = useDashboardT();
  return (
    <ImageField
      label={t('settings.photo.label')}
      module="PROFILE"
      uploadLabel={t('settings.photo.upload')}
      removeLabel={t('settings.photo.remove')}
      value={props.value}
      error={props.error}
      disabled={props.disabled}
      onChange={props.onChange}
      preview={
        props.value ? (
          <img
            src={props.value}
            alt={t('settings.photo.alt')}
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
