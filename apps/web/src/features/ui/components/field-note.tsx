/** The border and focus ring of a form control, red while it holds an error. */
export function controlBorder(isInvalid: boolean): string {
  return isInvalid
    ? 'border-red-500 focus-visible:outline-red-600'
    : 'border-gray-300 focus-visible:border-brand-600 focus-visible:outline-brand-600';
}

/**
 * What shows under a control: its error (id `{id}-error`) or else its hint (id `{id}-hint`), the
 * ids the control names in `aria-describedby`.
 */
export function FieldNote({
  id,
  error,
  hint,
}: {
  id: string;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  if (error)
    return (
      <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
        {error}
      </p>
    );
  if (hint)
    return (
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-gray-500">
        {hint}
      </p>
    );
  return null;
}
