import { type ReactNode, useId } from 'react';

/** The look of the form's inputs, without their width. */
export const INPUT_LOOK =
  'rounded-lg border border-(--pb-border) bg-(--pb-surface) px-3 py-2 text-sm text-(--pb-text) shadow-xs placeholder:text-(--pb-muted) placeholder:opacity-80 focus-visible:border-(--pb-brand) focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-(--pb-brand) aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600';

export const INPUT_CLASS = `block w-full ${INPUT_LOOK}`;

export interface FieldIds {
  inputId: string;
  describedBy: string | undefined;
  isInvalid: boolean;
}

interface FormFieldProps {
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  /** Groups (radios, checkboxes) are a fieldset whose legend is the label. */
  asGroup?: boolean;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

/** A labelled field of the booking form whose hint and error are announced with the input. */
export function FormField({ label, required, error, hint, asGroup, className, children }: FormFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const labelContent = (
    <>
      {label}
      {required && (
        <span aria-hidden="true" className="ms-0.5 text-red-700">
          *
        </span>
      )}
    </>
  );
  const body = (
    <>
      {hint && (
        <p id={hintId} className="mt-1 text-(--pb-muted) text-xs">
          {hint}
        </p>
      )}
      <div className="mt-1.5">{children({ inputId, describedBy, isInvalid: Boolean(error) })}</div>
      {error && (
        <p id={errorId} className="mt-1.5 text-red-700 text-sm">
          {error}
        </p>
      )}
    </>
  );
  if (asGroup) {
    return (
      <fieldset
        className={className}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        data-field-error={error ? true : undefined}
      >
        <legend className="font-medium text-sm">{labelContent}</legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={className} data-field-error={error ? true : undefined}>
      <label htmlFor={inputId} className="block font-medium text-sm">
        {labelContent}
      </label>
      {body}
    </div>
  );
}
