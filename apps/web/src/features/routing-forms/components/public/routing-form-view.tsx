import type { Appearance } from '@kairos/core/events/page-schema';
import { translateServerError } from '@kairos/core/i18n/error-messages';
import { isLocale } from '@kairos/core/i18n/locales';
import { todayIn } from '@kairos/core/questions/question-dates';
import { DEFAULT_SUBMIT_BUTTON_TEXT } from '@kairos/core/routing/form-schema';
import type { PublicRoutingForm, RoutingAnswer } from '@kairos/core/routing/submission-schema';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type CSSProperties, type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { isApiError } from '../../../api/api-error';
import { type AnswerDraft, emptyAnswer } from '../../../booker/booking-draft';
import { QuestionField } from '../../../booker/components/question-field';
import { RichText } from '../../../booker/components/rich-text';
import { pageLocale } from '../../../booker/use-public-event';
import { detectTimezone } from '../../../booker/zoned-time';
import { useT } from '../../../i18n/i18n-context';
import { goToAddress } from '../../../native/native-shell';
import { usePublicTheme } from '../../../public-theme/use-public-theme';
import { trackEvent } from '../../../tracking/tracker';
import { LogoMark } from '../../../ui/components/logo';
import { Spinner } from '../../../ui/components/spinner';
import {
  buildQuestionAnswers,
  canSubmit,
  initialRoutingDraft,
  type RoutingDraft,
  serverIssuesToErrors,
  validateRoutingDraft,
} from '../../form-answers';
import { formThemeVars } from '../../form-theme';
import { type FormOutcome, outcomeOf } from '../../outcome';
import { submitRoutingForm } from '../../public-queries';
import { FormHeading } from './form-heading';
import { RoutingLogicPanel } from './routing-logic-panel';

interface RoutingFormViewProps {
  form: PublicRoutingForm;
  /**
   * The workspace's look, as the page around the form wears it (loaded before the form first
   * paints); the house colours when absent, as in the builder's preview.
   */
  branding?: Appearance | null;
  /** Set when the form was opened through a FORM share link. */
  shareLink?: string | undefined;
  /** The builder's preview: answers are checked but never sent, nothing is tracked. */
  isPreview?: boolean;
  /** The preview's stand-in for the server: the id of the rule the answers pick. */
  matchRule?: (answers: RoutingAnswer[]) => string | null;
}

/** The public routing form's phone fields start in India (spec section 9). */
const country = 'IN';

function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * The public routing form (spec section 2): heading, questions and submit button, with the
 * ROUTING LOGIC panel beside them in the host's preview only; the answers are checked with the shared rules, sent, and the matched rule
 * decides what comes next. A failed submission keeps the answers and says so.
 */
export function RoutingFormView({
  form,
  branding,
  shareLink,
  isPreview = false,
  matchRule,
}: RoutingFormViewProps) {
  const t = useT();
  // The language the visitor picked on the form (`?lang=`), which the booking page keeps.
  const picked = (useSearch({ strict: false }) as Record<string, unknown>).lang;
  const navigate = useNavigate();
  const page = usePublicTheme(branding);
  const themeStyle = useMemo(() => formThemeVars(form.theme, page) as CSSProperties, [form.theme, page]);
  const locale = pageLocale();
  const timezone = useMemo(detectTimezone, []);
  const [draft, setDraft] = useState<RoutingDraft>(() => initialRoutingDraft(form.questions, country));
  const [submitted, setSubmitted] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [matchedRoute, setMatchedRoute] = useState<string | null>(null);
  const [message, setMessage] = useState<Extract<FormOutcome, { kind: 'message' }> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const questions = form.questions.filter((q) => q.enable);
  const now = Date.now();
  const today = todayIn(timezone, now);
  const clientErrors = submitted ? validateRoutingDraft(form.questions, draft, { now, timezone }, t) : {};
  const errors = { ...clientErrors, ...serverErrors };
  // Where the answers lead is the host's business: the panel shows only in the host's preview.
  const showsLogic = isPreview && !form.hideRoutingLogic && form.rules.length > 0;

  useEffect(() => {
    if (!isPreview) trackEvent('view_routing_form', { formId: form._id }, { onceKey: form._id });
  }, [form._id, isPreview]);

  function patchAnswer(questionId: string, change: Partial<AnswerDraft>) {
    setServerErrors({});
    setDraft((current) => ({
      ...current,
      [questionId]: { ...(current[questionId] ?? emptyAnswer(country)), ...change },
    }));
  }

  function follow(outcome: FormOutcome) {
    if (outcome.kind === 'message') setMessage(outcome);
    else if (outcome.kind === 'external') goToAddress(outcome.url);
    else if (outcome.kind === 'booking') {
      void navigate({
        to: '/$accessLink/$slug',
        params: { accessLink: outcome.accessLink, slug: outcome.eventSlug },
        // The booking page goes on in the language the form was read in.
        search: {
          responseId: outcome.responseId,
          ...(isLocale(picked) ? { lang: picked } : {}),
        } as never,
      });
    } else toast.error(t('routing.nowhere'));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSending) return;
    setIsSending(true);
    setSubmitted(true);
    if (!isPreview) trackEvent('submit_routing_form', { formId: form._id });
    try {
      const found = validateRoutingDraft(form.questions, draft, { now: Date.now(), timezone }, t);
      if (!canSubmit(form.questions, found)) {
        focusFirstError(formRef.current);
        return;
      }
      if (isPreview) {
        setMatchedRoute(matchRule?.(buildQuestionAnswers(form.questions, draft)) ?? null);
        toast.success('The answers pass every check. (Preview: nothing was sent.)');
        return;
      }
      const result = await submitRoutingForm({
        questionAnswers: buildQuestionAnswers(form.questions, draft),
        appId: form.appId,
        slug: form.slug,
        timezone,
        ...(shareLink ? { shareLink } : {}),
      });
      trackEvent('submit_routing_form_success', { formId: form._id });
      setMatchedRoute(result.matchedRoute);
      follow(outcomeOf(result));
    } catch (error) {
      if (isApiError(error) && error.issues.length > 0) {
        setServerErrors(serverIssuesToErrors(error.issues, t));
        focusFirstError(formRef.current);
      }
      toast.error(
        isApiError(error) && error.message
          ? t('routing.submitFailedBecause', {
              reason: translateServerError(t, { code: error.code, message: error.message }),
            })
          : t('routing.submitFailed'),
      );
    } finally {
      setIsSending(false);
    }
  }

  const main = message ? (
    <div role="status" className="flex flex-1 flex-col items-center justify-center gap-3 py-10 text-center">
      <h1 className="font-semibold text-2xl tracking-tight">{message.title}</h1>
      <RichText text={message.body} className="max-w-prose text-(--pb-muted)" />
    </div>
  ) : (
    <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-1 flex-col gap-6">
      {form.enableTitleAndDescription && (form.title || form.description) && (
        <FormHeading title={form.title} description={form.description} />
      )}
      {questions.length === 0 ? (
        <p className="rounded-lg border border-(--pb-border) border-dashed px-4 py-10 text-center text-(--pb-muted) text-sm">
          {t('routing.noQuestions')}
        </p>
      ) : (
        <fieldset disabled={isSending} className="flex min-w-0 flex-col gap-5">
          <legend className="sr-only">{form.title || form.name}</legend>
          {questions.map((question) => (
            <QuestionField
              key={question.questionId}
              question={question}
              answer={draft[question.questionId] ?? emptyAnswer(country)}
              errors={errors}
              today={today}
              locale={locale}
              accessLink={form.accessLink}
              mode="routing-form"
              onChange={(change) => patchAnswer(question.questionId, change)}
            />
          ))}
        </fieldset>
      )}
      {questions.length > 0 && (
        <div className="mt-auto pt-2">
          <button
            type="submit"
            aria-busy={isSending || undefined}
            disabled={isSending}
            className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-(--pb-button) px-5 py-2.5 font-medium text-(--pb-button-text) text-sm shadow-sm hover:bg-(--pb-button-hover) disabled:opacity-70 sm:w-auto sm:min-w-40"
          >
            {isSending && <Spinner />}
            {/* The product's default label is said in the page's language; a host's own label stays. */}
            {form.submitButtonText && form.submitButtonText !== DEFAULT_SUBMIT_BUTTON_TEXT
              ? form.submitButtonText
              : t('routing.submit')}
          </button>
        </div>
      )}
    </form>
  );

  return (
    <div
      style={themeStyle}
      className={`flex flex-col overflow-hidden bg-(--pb-surface) text-(--pb-text) ${
        isPreview
          ? 'min-h-[410px] w-full rounded-2xl border border-(--pb-border)'
          : '-mx-3 -my-4 min-h-dvh w-[calc(100%+1.5rem)] sm:m-0 sm:min-h-[410px] sm:w-full sm:rounded-2xl sm:border sm:border-(--pb-border) sm:shadow-sm'
      } ${showsLogic ? 'sm:max-w-[55rem]' : 'sm:max-w-[700px]'}`}
    >
      {!isPreview && <title>{form.title || form.name}</title>}
      {form.theme.showBranding && (
        <div className="flex items-center justify-center gap-1.5 border-(--pb-border) border-b bg-(--pb-page) px-4 py-2 text-(--pb-muted) text-xs">
          <LogoMark className="size-4" />
          {t('booker.poweredBy')}
        </div>
      )}
      <div className={`flex flex-1 flex-col ${showsLogic ? 'lg:flex-row' : ''}`}>
        <div className="flex min-w-0 flex-1 flex-col p-5 sm:p-8 lg:max-w-[700px] lg:basis-[700px]">
          {main}
        </div>
        {showsLogic && (
          <aside className="border-(--pb-border) border-t bg-(--pb-page) p-5 sm:p-6 lg:min-w-48 lg:flex-1 lg:border-t-0 lg:border-s">
            <RoutingLogicPanel rules={form.rules} matchedRoute={matchedRoute} />
          </aside>
        )}
      </div>
    </div>
  );
}
