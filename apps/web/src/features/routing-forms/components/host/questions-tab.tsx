import type { RoutingForm } from '@kairos/core/routing/form-schema';
import type { PublicRoutingForm } from '@kairos/core/routing/submission-schema';
import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '../../../api/api-error';
import { detectTimezone } from '../../../booker/zoned-time';
import { isSameValue } from '../../../event-types/event-draft';
import { useDashboardT } from '../../../i18n/dashboard-i18n';
import { resolvePublicTheme } from '../../../public-theme/public-theme';
import { FormSection } from '../../../ui/components/form-section';
import { SaveBar } from '../../../ui/components/save-bar';
import { checkFormDraft, type DraftErrors, type FormDraft, toFormDraft } from '../../form-draft';
import { matchPreviewRule, previewRules } from '../../preview-logic';
import { routingRulesQuery, useEditRoutingForm } from '../../queries';
import { RoutingFormView } from '../public/routing-form-view';
import { FormSettings } from './form-settings';
import { QuestionsList } from './questions-list';

const PREVIEW_THEME = resolvePublicTheme({}, null) as unknown as CSSProperties;

/** The form's settings and questions, saved together, beside a live preview. */
export function QuestionsTab({ form }: { form: RoutingForm }) {
  const base = useMemo(() => toFormDraft(form), [form]);
  const [draft, setDraft] = useState<FormDraft>(base);
  const [errors, setErrors] = useState<DraftErrors>({});
  const edit = useEditRoutingForm(form._id);
  const t = useDashboardT();
  const isDirty = !isSameValue(base, draft);
  const rules = useQuery(routingRulesQuery(form._id)).data?.conditions ?? [];
  const change = (patch: Partial<FormDraft>) => setDraft((current) => ({ ...current, ...patch }));

  function save() {
    const checked = checkFormDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      toast.error(t('routingForms.saveFailed'));
      return;
    }
    setErrors({});
    edit.mutate(checked.body, {
      onSuccess: (saved) => {
        setDraft(toFormDraft(saved));
        toast.success(t('routingForms.saved'));
      },
      onError: (error) => {
        if (isApiError(error)) {
          const next: DraftErrors = {};
          for (const issue of error.issues) next[issue.path] ??= issue.message;
          if (error.code === 'SLUG_TAKEN') next.slug = error.message;
          setErrors(next);
        }
        toast.error(t('routingForms.saveFailed'));
      },
    });
  }

  const preview: PublicRoutingForm = {
    ...draft,
    _id: form._id,
    accessLink: form.accessLink,
    appId: '',
    rules: previewRules(rules),
  };
  const timezone = detectTimezone();

  return (
    <>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <FormSettings draft={draft} errors={errors} change={change} />
          <FormSection
            title={t('routingForms.questions.title')}
            description={t('routingForms.questions.intro')}
          >
            <QuestionsList
              questions={draft.questions}
              errors={errors}
              onChange={(questions) => change({ questions })}
            />
          </FormSection>
        </div>
        <section aria-label={t('routingForms.preview')} className="min-w-0">
          <div className="xl:sticky xl:top-4">
            <h2 className="mb-2 font-medium text-gray-500 text-xs uppercase tracking-wider">
              {t('routingForms.preview')}
            </h2>
            <div style={PREVIEW_THEME} className="rounded-2xl bg-(--pb-page) p-3 sm:p-4">
              <RoutingFormView
                key={JSON.stringify(draft.questions.map((q) => q.questionId))}
                form={preview}
                isPreview
                matchRule={(answers) =>
                  matchPreviewRule(rules, answers, { now: Date.now(), timezone, questions: draft.questions })
                }
              />
            </div>
          </div>
        </section>
      </div>
      <SaveBar
        isDirty={isDirty}
        isSaving={edit.isPending}
        onSave={save}
        onDiscard={() => {
          setDraft(base);
          setErrors({});
        }}
      />
    </>
  );
}
