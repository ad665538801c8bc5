import { type CSSProperties, useId, useState } from 'react';
import { Button } from '../../ui/components/button';
import { TextField } from '../../ui/components/text-field';
import { UploadControl } from '../../upload/components/upload-control';
import {
  DASHBOARD_ZONE_COLOURS,
  extensionPattern,
  PUBLIC_IMAGE_EXTENSIONS as LOGO_EXTENSIONS,
} from '../../upload/upload-checks';
import { uploadFile } from '../../upload/upload-file';

const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Larger images only slow the public pages down; the page shows the logo at most 48 px high. */
const LOGO_MAX_PIXELS = { width: 2000, height: 2000 };

/**
 * The workspace logo: uploaded (an image, checked for size, type and dimensions before it goes)
 * to a lasting public address, or given as the address of an image hosted elsewhere.
 */
export function LogoField({
  value,
  error,
  disabled,
  onChange,
}: {
  value: string | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (logo: string | null) => void;
}) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={inputId} className="block text-sm font-medium text-gray-900">
          Logo
        </label>
        <div className="mt-1.5 flex flex-wrap items-center gap-4">
          {value ? (
            <img
              src={value}
              alt="Current logo"
              className="h-12 max-w-40 rounded border border-gray-200 object-contain p-1"
            />
          ) : (
            <span className="flex h-12 w-20 items-center justify-center rounded border border-dashed border-gray-300 text-xs text-gray-500">
              No logo
            </span>
          )}
          <div className="min-w-56 flex-1" style={DASHBOARD_ZONE_COLOURS as CSSProperties}>
            <UploadControl
              module="APPEARANCE"
              upload={(file, module, onProgress, contentType) =>
                uploadFile(file, module, onProgress, { kind: 'host' }, contentType)
              }
              rules={{
                maxBytes: LOGO_MAX_BYTES,
                namePattern: extensionPattern(LOGO_EXTENSIONS),
                maxImage: LOGO_MAX_PIXELS,
              }}
              accept={LOGO_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
              remaining={1}
              disabled={disabled}
              inputId={inputId}
              isInvalid={Boolean(problem ?? error)}
              onUploaded={([file]) => {
                setProblem(null);
                if (file) onChange(file.url);
              }}
              onError={setProblem}
            >
              <span className="text-sm">
                <span className="font-medium text-brand-700 underline underline-offset-2">
                  Upload an image
                </span>{' '}
                or drop it here
              </span>
              <span className="text-xs text-gray-500">
                PNG, JPEG, GIF or WebP · up to 2 MB and 2000 × 2000 px
              </span>
            </UploadControl>
          </div>
          {value && (
            <Button type="button" variant="secondary" disabled={disabled} onClick={() => onChange(null)}>
              Remove
            </Button>
          )}
        </div>
        {problem && (
          <p role="alert" className="mt-1.5 text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
      <TextField
        label="Or the address of an image"
        name="logo"
        type="url"
        value={value ?? ''}
        placeholder="https://example.com/logo.png"
        disabled={disabled}
        onChange={(e) => onChange(e.target.value.trim() === '' ? null : e.target.value.trim())}
        hint="It replaces the initial at the top of your public pages."
        error={error}
      />
    </div>
  );
}
