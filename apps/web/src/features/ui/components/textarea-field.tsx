import { type TextareaHTMLAttributes, useId } from 'react';
import { controlBorder, FieldNote } from './field-note';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled multi-line input whose hint and error are announced with it. */
export function TextareaField({ label, error, hint, className, rows = 4, ...rest }: TextareaFieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 text-sm text-gray-900 shadow-xs placeholder:text-gray-400 focus-visible:outline-2 focus-visible:outline-offset-0 ${controlBorder(Boolean(error))}`}
        {...rest}
      />
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}
