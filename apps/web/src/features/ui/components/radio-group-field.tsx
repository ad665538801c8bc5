import { useId } from 'react';

export interface RadioOption<T extends string> {
  value: T;
  label: string;
  description?: string;
}

interface RadioGroupFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly RadioOption<T>[];
  onChange: (value: T) => void;
  error?: string | undefined;
  /** Cards side by side from the tablet breakpoint. */
  columns?: 1 | 2 | 3 | 4;
  className?: string;
}

const COLUMNS = { 1: '', 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' };

/** Native radio buttons as selectable cards, grouped under a legend. */
export function RadioGroupField<T extends string>({
  label,
  value,
  options,
  onChange,
  error,
  columns = 2,
  className,
}: RadioGroupFieldProps<T>) {
  const name = useId();
  return (
    <fieldset className={className} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-gray-800">{label}</legend>
      <div className={`mt-1.5 grid gap-2 ${COLUMNS[columns]}`}>
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-300 bg-white p-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            <span className="min-w-0">
              <span className="block font-medium text-gray-900">{option.label}</span>
              {option.description && <span className="mt-0.5 block text-gray-600">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
