import { type ReactNode, useId } from 'react';

interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** A native checkbox with its label and an optional line of explanation. */
export function CheckboxField({
  label,
  checked,
  onChange,
  description,
  disabled,
  className,
}: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`flex items-start gap-3 text-sm ${className ?? ''}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={description ? `${id}-description` : undefined}
        className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-brand-600"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium text-gray-800">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="mt-0.5 text-gray-500">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
