import { useId, useState } from 'react';
import { Button } from '../../ui/components/button';
import { TextField } from '../../ui/components/text-field';
import { ImageUploadControl } from '../../upload/components/image-upload-control';

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
          <ImageUploadControl
            module="APPEARANCE"
            action="Upload an image"
            inputId={inputId}
            isInvalid={Boolean(problem ?? error)}
            disabled={disabled}
            onUploaded={(url) => {
              setProblem(null);
              onChange(url);
            }}
            onError={setProblem}
          />
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
