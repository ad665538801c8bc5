import { type CSSProperties, useId, useState } from 'react';
import { Button } from '../../ui/components/button';
import { UploadControl } from '../../upload/components/upload-control';
import {
  DASHBOARD_ZONE_COLOURS,
  extensionPattern,
  PUBLIC_IMAGE_EXTENSIONS,
} from '../../upload/upload-checks';
import { uploadFile } from '../../upload/upload-file';

const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** The public pages show the photo at most 64 px wide; larger images only slow them down. */
const PHOTO_MAX_PIXELS = { width: 2000, height: 2000 };

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
        <div className="min-w-56 flex-1" style={DASHBOARD_ZONE_COLOURS as CSSProperties}>
          <UploadControl
            module="PROFILE"
            upload={(file, module, onProgress, contentType) =>
              uploadFile(file, module, onProgress, { kind: 'host' }, contentType)
            }
            rules={{
              maxBytes: PHOTO_MAX_BYTES,
              namePattern: extensionPattern(PUBLIC_IMAGE_EXTENSIONS),
              maxImage: PHOTO_MAX_PIXELS,
            }}
            accept={PUBLIC_IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
            remaining={1}
            disabled={disabled}
            inputId={inputId}
            describedBy={message ? errorId : undefined}
            isInvalid={Boolean(message)}
            onUploaded={([file]) => {
              setProblem(null);
              if (file) onChange(file.url);
            }}
            onError={setProblem}
          >
            <span className="text-sm">
              <span className="font-medium text-brand-700 underline underline-offset-2">Upload a photo</span>{' '}
              or drop it here
            </span>
            <span className="text-xs text-gray-500">PNG, JPEG, GIF or WebP · up to 2 MB</span>
          </UploadControl>
        </div>
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
