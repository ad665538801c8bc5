import { useId, useState } from 'react';
import { Button } from '../../ui/components/button';
import { ImageUploadControl } from '../../upload/components/image-upload-control';

/** Up to two letters from the name, for where there is no photo. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

/**
 * The host's photo: an image (checked for size, type and dimensions before it goes) uploaded to
 * a lasting public address, shown round beside the name on the public pages; initials without one.
 */
export function PhotoField({
  value,
  initials,
  error,
  disabled,
  onChange,
}: {
  value: string | null;
  initials: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (photo: string | null) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? error;
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-gray-800">
        Photo
      </label>
      <div className="mt-1.5 flex flex-wrap items-center gap-4">
        {value ? (
          <img
            src={value}
            alt="You, as your booking pages show you"
            className="size-16 rounded-full border border-gray-200 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid size-16 place-items-center rounded-full bg-brand-50 font-semibold text-brand-700 text-lg"
          >
            {initials}
          </span>
        )}
        <ImageUploadControl
          module="PROFILE"
          action="Upload a photo"
          inputId={inputId}
          describedBy={message ? errorId : undefined}
          isInvalid={Boolean(message)}
          disabled={disabled}
          onUploaded={(url) => {
            setProblem(null);
            onChange(url);
          }}
          onError={setProblem}
        />
        {value && (
          <Button type="button" variant="secondary" disabled={disabled} onClick={() => onChange(null)}>
            Remove photo
          </Button>
        )}
      </div>
      {message && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
