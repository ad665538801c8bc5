import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import { offeredMethods } from '@kairos/core/payments/payment-rules';
import { todayIn } from '@kairos/core/questions/question-dates';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { pagePrefill } from '../../embed/embed-context';
import { useT } from '../../i18n/i18n-context';
import { LockIcon } from '../../ui/components/icons';
import { validateBookingDraft } from '../answer-validation';
import { answersToRemember, autoFillPrefill, readRememberedAnswers, rememberAnswers } from '../auto-fill';
import {
  type AnswerDraft,
  applyPrefill,
  type BookingDraft,
  defaultPhoneCountry,
  emptyAnswer,
  fieldKey,
  initialDraft,
  modeChoiceOf,
  splitQuestions,
} from '../booking-draft';
import type { BookingSlot } from '../booking-request';
import { formatPrice, priceFor } from '../event-display';
import { type BookingFlow, useBookingSubmit } from '../use-booking-submit';
import type { Utms } from '../utm';
import { BookingProgress, EmailCodePanel } from './booking-steps';
import { GuestFields, ModeFields, TermsField } from './extra-fields';
import { FormField, INPUT_CLASS } from './form-field';
import { PaymentField } from './payment-field';
import { QuestionField } from './question-field';

interface BookingFormProps {
  event: PublicEvent;
  accessLink: string;
  slug: string;
  responseId: string | null;
  externalId: string | null;
  slot: BookingSlot;
  utms: Utms;
  locale: string;
  onBack: () => void;
  /** A share link's booking call and pages, instead of the event page's. */
  flow?: BookingFlow;
  /** Name and email given by the link; locked when the host says they may not change. */
  identity?: { fullName?: string | undefined; emailId?: string | undefined; isLocked: boolean };
}

function LockHint() {
  const t = useT();
  return (
    <span className="inline-flex items-center gap-1">
      <LockIcon className="size-3.5" />
      {t('booker.setByOrganizer')}
    </span>
  );
}

function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
  });
}

/** The details step's form: the attendee, the host's questions, guests, location and terms. */
export function BookingForm(props: BookingFormProps) {
  const t = useT();
  const { event, locale } = props;
  const price = priceFor(event, props.slot.duration);
  const context = { now: Date.now(), timezone: props.slot.timezone, paid: price !== null };
  const today = todayIn(props.slot.timezone, context.now);
  const questions = useMemo(() => splitQuestions(event.questions), [event.questions]);
  const modeChoice = useMemo(() => modeChoiceOf(event), [event]);
  const country = useMemo(() => defaultPhoneCountry(navigator.language), []);
  const [draft, setDraft] = useState<BookingDraft>(() => ({
    // The page address's own prefill wins over what auto-fill questions bring.
    ...applyPrefill(
      applyPrefill(
        initialDraft(event, country),
        event,
        autoFillPrefill(event.questions, window.location.search, readRememberedAnswers()),
      ),
      event,
      pagePrefill(),
    ),
    ...(props.identity?.fullName ? { fullName: props.identity.fullName } : {}),
    ...(props.identity?.emailId ? { emailId: props.identity.emailId } : {}),
  }));
  const identityLocked = props.identity?.isLocked === true;
  const [submitted, setSubmitted] = useState(false);
  const [code, setCode] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useBookingSubmit(props);

  const clientErrors = submitted ? validateBookingDraft(event, draft, { ...context, t }) : {};
  const errors = { ...clientErrors, ...submit.serverErrors };

  function patch(change: Partial<BookingDraft>) {
    submit.clearServerMessages();
    setDraft((current) => ({ ...current, ...change }));
  }

  function patchAnswer(questionId: string, change: Partial<AnswerDraft>) {
    submit.clearServerMessages();
    setDraft((current) => ({
      ...current,
      answers: {
        ...current.answers,
        [questionId]: { ...(current.answers[questionId] ?? emptyAnswer(country)), ...change },
      },
    }));
  }

  async function onSubmit(formEvent: FormEvent) {
    formEvent.preventDefault();
    if (submit.phase === 'booking') return;
    setSubmitted(true);
    if (Object.keys(validateBookingDraft(event, draft, { ...context, t })).length > 0) {
      focusFirstError(formRef.current);
      return;
    }
    if (event.attendeeEmailVerification && submit.phase === 'editing') {
      await submit.sendCode(draft.emailId.trim().toLowerCase());
      return;
    }
    rememberAnswers(answersToRemember(event.questions, draft));
    await submit.book(draft, event.attendeeEmailVerification ? code.trim() : undefined);
  }

  const isLocked = submit.phase !== 'editing';
  const nameLabel = questions.name?.content ?? t('booker.name');
  const emailLabel = questions.email?.content ?? t('booker.email');
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-5 p-5 sm:p-6"
    >
      <h2 className="font-semibold text-lg">{t('booker.enterDetails')}</h2>
      <fieldset disabled={isLocked} className="flex min-w-0 flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={nameLabel}
            required
            error={errors[fieldKey.fullName]}
            hint={identityLocked ? <LockHint /> : undefined}
          >
            {(ids) => (
              <input
                id={ids.inputId}
                type="text"
                autoComplete="name"
                placeholder={t('booker.namePlaceholder')}
                maxLength={200}
                value={draft.fullName}
                readOnly={identityLocked}
                aria-invalid={ids.isInvalid || undefined}
                aria-describedby={ids.describedBy}
                aria-required
                onChange={(e) => patch({ fullName: e.target.value })}
                className={`${INPUT_CLASS} read-only:bg-(--pb-page) read-only:text-(--pb-muted)`}
              />
            )}
          </FormField>
          <FormField
            label={emailLabel}
            required
            error={errors[fieldKey.emailId]}
            hint={identityLocked ? <LockHint /> : undefined}
          >
            {(ids) => (
              <input
                id={ids.inputId}
                type="email"
                autoComplete="email"
                placeholder={t('booker.emailPlaceholder')}
                maxLength={254}
                value={draft.emailId}
                readOnly={identityLocked}
                aria-invalid={ids.isInvalid || undefined}
                aria-describedby={ids.describedBy}
                aria-required
                onChange={(e) => patch({ emailId: e.target.value })}
                className={`${INPUT_CLASS} read-only:bg-(--pb-page) read-only:text-(--pb-muted)`}
              />
            )}
          </FormField>
        </div>
        {event.allowAttendeesToAddGuests && (
          <GuestFields draft={draft} errors={errors} limit={event.guestLimit} onChange={patch} />
        )}
        <ModeFields choice={modeChoice} draft={draft} errors={errors} locale={locale} onChange={patch} />
        {questions.others.map((question) => (
          <QuestionField
            key={question.questionId}
            question={question}
            answer={draft.answers[question.questionId] ?? emptyAnswer(country)}
            errors={errors}
            today={today}
            locale={locale}
            accessLink={props.accessLink}
            onChange={(change) => patchAnswer(question.questionId, change)}
          />
        ))}
        {event.termsAndCondition.enable && (
          <TermsField terms={event.termsAndCondition} draft={draft} errors={errors} onChange={patch} />
        )}
        {price && (
          <PaymentField
            methods={offeredMethods(event.payment)}
            price={formatPrice(price.amount, price.currency, locale)}
            value={draft.paymentMethod}
            error={errors[fieldKey.payment]}
            onChange={(paymentMethod) => patch({ paymentMethod })}
          />
        )}
      </fieldset>
      {submit.formError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm">
          {submit.formError}
        </p>
      )}
      {submit.phase === 'code' && submit.codeSentTo && (
        <EmailCodePanel
          email={submit.codeSentTo}
          code={code}
          error={errors[fieldKey.code]}
          resendAt={submit.resendAt}
          isSending={submit.isSendingCode}
          onCodeChange={(value) => {
            submit.clearServerMessages();
            setCode(value);
          }}
          onResend={() => void submit.sendCode(submit.codeSentTo ?? draft.emailId)}
          onChangeEmail={() => {
            setCode('');
            submit.setPhase('editing');
          }}
        />
      )}
      {submit.phase === 'booking' ? (
        <BookingProgress polls={submit.pollCount} />
      ) : (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <button
            type="button"
            onClick={props.onBack}
            className="rounded-lg px-4 py-2 font-medium text-sm hover:bg-(--pb-brand-soft)"
          >
            {t('booker.back')}
          </button>
          <button
            type="submit"
            disabled={submit.isSendingCode}
            aria-busy={submit.isSendingCode || undefined}
            className="rounded-lg bg-(--pb-button) px-5 py-2.5 font-semibold text-(--pb-button-text) text-sm shadow-sm hover:bg-(--pb-button-hover) disabled:opacity-60"
          >
            {submit.isSendingCode
              ? t('booker.sendingCode')
              : submit.phase === 'code'
                ? t('booker.verifyAndBook')
                : event.attendeeEmailVerification
                  ? t('booker.continue')
                  : price && draft.paymentMethod && draft.paymentMethod !== 'LATER'
                    ? t('booker.continueToPayment')
                    : t('booker.confirmBooking')}
          </button>
        </div>
      )}
    </form>
  );
}
