import {
  type RoutingForm,
  type RoutingFormEditBody,
  RoutingFormEditBodySchema,
} from '@kairos/core/routing/form-schema';

/** What the builder edits of a form; saved together with `POST /routing/form/{id}`. */
export type FormDraft = Pick<
  RoutingForm,
  | 'name'
  | 'title'
  | 'description'
  | 'enableTitleAndDescription'
  | 'status'
  | 'submitButtonText'
  | 'slug'
  | 'questions'
  | 'theme'
  | 'hideRoutingLogic'
>;

export type DraftErrors = Record<string, string>;

export function toFormDraft(form: RoutingForm): FormDraft {
  return {
    name: form.name,
    title: form.title,
    description: form.description,
    enableTitleAndDescription: form.enableTitleAndDescription,
    status: form.status,
    submitButtonText: form.submitButtonText,
    slug: form.slug,
    questions: form.questions,
    theme: form.theme,
    hideRoutingLogic: form.hideRoutingLogic,
  };
}

/** The draft as the edit body, or the problems by path (`questions.0.content`) when it does not parse. */
export function checkFormDraft(
  draft: FormDraft,
): { ok: true; body: RoutingFormEditBody } | { ok: false; errors: DraftErrors } {
  const parsed = RoutingFormEditBodySchema.safeParse(draft);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return { ok: false, errors };
}
