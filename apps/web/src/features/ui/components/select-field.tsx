import { type SelectHTMLAttributes, useId } from 'react';
import { controlBorder, FieldNote } from './field-note';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
  hint?: string | undefined;
  hideLabel?: boolean;
  /** Fills its container (the default), or takes the width of its longest option. */
  fullWidth?: boolean;
}

/** A labelled native select: the platform picker on phones, full keyboard support everywhere. */
export function SelectField({
  label,
  options,
  error,
  hint,
  hideLabel,
  fullWidth = true,
  className,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-gray-800'}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${hideLabel ? '' : 'mt-1.5'} block ${fullWidth ? 'w-full' : 'w-auto'} rounded-lg border bg-white py-2 pe-7 ps-2.5 text-sm text-gray-900 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-0 disabled:bg-gray-50 disabled:text-gray-500 ${controlBorder(Boolean(error))}`}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}
