import { useEffect, useId, useState } from 'react';
import { controlBorder, FieldNote } from './field-note';

interface NumberFieldProps {
  label: string;
  /** Null shows an empty box. */
  value: number | null | undefined;
  /** Null when the box is empty; NaN never reaches here (the browser keeps non-numbers out). */
  onValueChange: (value: number | null) => void;
  error?: string | undefined;
  hint?: string | undefined;
  min?: number;
  max?: number;
  step?: number;
  /** A unit shown after the box, e.g. "minutes". */
  suffix?: string;
  name?: string;
  hideLabel?: boolean;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

function toText(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
}

/**
 * A labelled number box. It keeps what is typed while it is being typed and reports the number,
 * so the form's own checks (not the browser's) decide what is valid and say why.
 */
export function NumberField({
  label,
  value,
  onValueChange,
  error,
  hint,
  min,
  max,
  step = 1,
  suffix,
  name,
  hideLabel,
  placeholder,
  disabled,
  className,
}: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(() => toText(value));
  const describedBy = [error ? `${id}-error` : hint ? `${id}-hint` : null, suffix ? `${id}-suffix` : null]
    .filter(Boolean)
    .join(' ');

  // A value changed from outside (discard, another control) replaces what the box shows.
  useEffect(() => {
    setText((current) => {
      const shown = current.trim() === '' ? null : Number(current);
      const incoming = value === undefined || (value !== null && Number.isNaN(value)) ? null : value;
      return shown === incoming ? current : toText(value);
    });
  }, [value]);

  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-gray-800'}>
        {label}
      </label>
      <div className={`${hideLabel ? '' : 'mt-1.5'} flex items-center gap-2`}>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={text}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setText(event.target.value);
            const raw = event.target.value.trim();
            onValueChange(raw === '' ? null : Number(raw));
          }}
          className={`block w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-sm text-gray-900 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-0 disabled:bg-gray-50 ${controlBorder(Boolean(error))}`}
        />
        {suffix && (
          <span id={`${id}-suffix`} className="shrink-0 text-sm text-gray-500">
            {suffix}
          </span>
        )}
      </div>
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}
