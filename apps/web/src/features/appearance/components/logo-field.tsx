import { TextField } from '../../ui/components/text-field';
import { ImageField } from '../../upload/components/image-field';

/**
 * The workspace logo: uploaded to a lasting public address, or given as the address of an image
 * hosted elsewhere.
 */
export function LogoField(props: {
  value: string | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (logo: string | null) => void;
}) {
  const { value, disabled, onChange } = props;
  return (
    <div className="space-y-3">
      <ImageField
        label="Logo"
        module="APPEARANCE"
        uploadLabel="Upload an image"
        removeLabel="Remove"
        value={value}
        disabled={disabled}
        onChange={onChange}
        preview={
          value ? (
            <img
              src={value}
              alt="Current logo"
              className="h-12 max-w-40 rounded border border-gray-200 object-contain p-1"
            />
          ) : (
            <span className="flex h-12 w-20 items-center justify-center rounded border border-dashed border-gray-300 text-xs text-gray-500">
              No logo
            </span>
          )
        }
      />
      <TextField
        label="Or the address of an image"
        name="logo"
        type="url"
        value={value ?? ''}
        placeholder="https://example.com/logo.png"
        disabled={disabled}
        onChange={(e) => onChange(e.target.value.trim() === '' ? null : e.target.value.trim())}
        hint="It replaces the initial at the top of your public pages."
        error={props.error}
      />
    </div>
  );
}
