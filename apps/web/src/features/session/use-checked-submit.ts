import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import {
  errorsFromApi,
  errorsFromValidation,
  type FormErrors,
  focusFirstError,
  NO_FORM_ERRORS,
} from './form-errors';

interface CheckedSubmitOptions<TField extends string, TBody> {
  schema: z.ZodType<TBody>;
  fields: readonly TField[];
  /** Sends the checked body; calls back with the API error when it fails. */
  send: (body: TBody, callbacks: { onError: (error: unknown) => void }) => void;
  /** API error codes that belong to one field, e.g. EMAIL_TAKEN → emailId. */
  codeFields?: Partial<Record<string, TField>>;
  /** The values to check, when they live in state rather than the form's named inputs. */
  values?: () => unknown;
  /** Rewords the problems found before they show (e.g. an empty number's message). */
  adjust?: (errors: FormErrors<TField>) => FormErrors<TField>;
}

/**
 * A form's submit: checks the fields with the shared schema, shows each problem next to its
 * field (focusing the first), sends the body, and puts the API's field issues back on the form.
 */
export function useCheckedSubmit<TField extends string, TBody>(options: CheckedSubmitOptions<TField, TBody>) {
  const [errors, setErrors] = useState<FormErrors<TField>>(NO_FORM_ERRORS);

  function show(form: HTMLFormElement, next: FormErrors<TField>) {
    setErrors(next);
    focusFirstError(form, options.fields, next.fields);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = options.schema.safeParse(options.values?.() ?? Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      const next = errorsFromValidation(parsed.error, options.fields);
      show(form, options.adjust?.(next) ?? next);
      return;
    }
    setErrors(NO_FORM_ERRORS);
    options.send(parsed.data, {
      onError: (error) => show(form, errorsFromApi(error, options.fields, options.codeFields)),
    });
  }

  return { errors, handleSubmit };
}
