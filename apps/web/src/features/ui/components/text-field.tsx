import { type InputHTMLAttributes, useId } from 'react';
import { controlBorder, FieldNote } from './field-note';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string;
}

/** A labelled input whose hint and error are announced with it. */
export function TextField({ label, name, error, hint, className, ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1.5 block w-full rounded-lg border bg-white px-3 py-2 text-sm text-gray-900 shadow-xs placeholder:text-gray-400 focus-visible:outline-2 focus-visible:outline-offset-0 ${controlBorder(Boolean(error))}`}
        {...rest}
      />
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
}

/** An email address input (`emailId`): no capitals or spell-check forced on it. */
export function EmailField(props: Omit<TextFieldProps, 'name' | 'type'>) {
  return (
    <TextField
      name="emailId"
      type="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="you@company.com"
      {...props}
    />
  );
}
