import { formatWait } from '@kairos/core/dates/wait';
import { FALLBACK_ERROR_MESSAGE, isApiError } from '../api/api-error';

export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

export interface FormErrors<TField extends string> {
  fields: FieldErrors<TField>;
  form: string | null;
}

export const NO_FORM_ERRORS: FormErrors<never> = { fields: {}, form: null };

/** Field errors from a failed schema check, first message per field. */
export function errorsFromValidation<TField extends string>(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  fields: readonly TField[],
): FormErrors<TField> {
  const result: FieldErrors<TField> = {};
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path[0]);
    if (field && !result[field]) result[field] = issue.message;
  }
  return { fields: result, form: null };
}

/** Says the wait of a 429 once, in words: the server's message when it has it, else from Retry-After. */
function withRetryHint(message: string, response: Response | undefined): string {
  if (/try again in/i.test(message)) return message;
  const seconds = Number(response?.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0
    ? `Too many requests. Please try again in ${formatWait(seconds)}.`
    : message;
}

/**
 * Splits a failed API call into errors next to fields (the 400 `issues`, and
 * codes that concern one field) and a general error for everything else.
 */
export function errorsFromApi<TField extends string>(
  error: unknown,
  fields: readonly TField[],
  codeFields: Partial<Record<string, TField>> = {},
): FormErrors<TField> {
  if (!isApiError(error)) return { fields: {}, form: FALLBACK_ERROR_MESSAGE };
  const result: FieldErrors<TField> = {};
  const unplaced: string[] = [];
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path.split('.')[0]);
    if (field && !result[field]) result[field] = issue.message;
    else if (!field) unplaced.push(issue.message);
  }
  const codeField = codeFields[error.code];
  if (codeField) return { fields: { ...result, [codeField]: error.message }, form: null };
  const placedAny = Object.keys(result).length > 0;
  if (placedAny && unplaced.length === 0) return { fields: result, form: null };
  const form = unplaced.length > 0 ? unplaced.join(' ') : withRetryHint(error.message, error.response);
  return { fields: result, form };
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstError<TField extends string>(
  form: HTMLFormElement,
  fields: readonly TField[],
  errors: FieldErrors<TField>,
): void {
  const first = fields.find((name) => errors[name]);
  if (!first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}
