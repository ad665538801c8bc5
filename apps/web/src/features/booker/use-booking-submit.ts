import type { PaymentMethod } from '@kairos/core/events/payment-schema';
import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import type { MessageKey } from '@kairos/core/i18n/catalogues/en';
import { sayWait, translateServerError } from '@kairos/core/i18n/error-messages';
import type { Translate } from '@kairos/core/i18n/translate';
import { fromMinorUnits } from '@kairos/core/payments/currency';
import type { PaymentStart } from '@kairos/core/payments/payment-start-schema';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { isApiError } from '../api/api-error';
import { useT } from '../i18n/i18n-context';
import { activeLocale } from '../i18n/language';
import { goToProviderCheckout } from '../provider-checkout/provider-checkout';
import { trackEvent } from '../tracking/tracker';
import type { TrackingEventName } from '../tracking/tracking-events';
import { createAttemptKeys } from './attempt-key';
import type { BookingQueued, BookingRequest, QueueStatusResponse } from './booking-contract';
import type { BookingDraft, FieldErrors } from './booking-draft';
import {
  fetchQueueStatus,
  requestEmailCode,
  retryAfterSeconds,
  submitBooking,
  waitForBooking,
} from './booking-flow';
import { type BookingSlot, buildBookingRequest, placeServerIssues } from './booking-request';
import { type BookingSummary, rememberBooking, rememberPayment } from './booking-summary';
import { hostName, visibleHosts } from './event-display';
import { slotDaysKeyOf } from './queries';
import type { Utms } from './utm';
import { dateKeyInZone } from './zoned-time';

export type SubmitPhase = 'editing' | 'code' | 'booking';

/** Another way in and out of the booking than the event page's: a share link's call and pages. */
export interface BookingFlow {
  submit: (request: BookingRequest, attemptKey: string) => Promise<BookingQueued>;
  /** The booking waits for a payment: to this flow's payment status page. */
  onPayment: (paymentId: string) => Promise<void> | void;
  onBooked: (booked: { key: string; summary: BookingSummary }) => Promise<void> | void;
  /** The slot was taken meanwhile: back to the times of `date`. */
  onSlotTaken: (date: string) => void;
}

interface SubmitContext {
  event: PublicEvent;
  accessLink: string;
  slug: string;
  responseId: string | null;
  externalId: string | null;
  slot: BookingSlot;
  utms: Utms;
  flow?: BookingFlow | undefined;
}

const CODE_PATTERN = /^\d{6}$/;

const REDIRECT_EVENTS: Partial<Record<PaymentMethod, TrackingEventName>> = {
  STRIPE: 'redirect_payment_stripe',
  DEBIT_CREDIT: 'redirect_payment_stripe',
  PAYPAL: 'redirect_payment_paypal',
  RAZORPAY: 'redirect_payment_razorpay',
};

function summaryOf(
  context: SubmitContext,
  request: BookingRequest,
  status: QueueStatusResponse,
  payment: PaymentStart | undefined,
): BookingSummary {
  const { event } = context;
  const modeValue = (key: string) => event.modes.find((mode) => mode.key === key)?.value;
  return {
    attendeeId: status.attendeeId ?? null,
    meetingId: status.meetingId ?? null,
    status: status.meetingStatus ?? 'ACTIVE',
    accessLink: context.accessLink,
    eventSlug: context.slug,
    eventName: event.name,
    attendeeName: request.attendee.fullName,
    attendeeEmail: request.attendee.emailId,
    guests: request.attendee.guests,
    // The meeting's own hosts (a round robin's assigned one), as the server has them.
    hosts: (status.hosts ?? visibleHosts(event)).map(hostName),
    start: request.time,
    duration: request.duration,
    timezone: request.timezone,
    mode: request.mode
      ? {
          key: request.mode.key,
          ...((request.mode.value ?? modeValue(request.mode.key))
            ? { value: request.mode.value ?? modeValue(request.mode.key) }
            : {}),
        }
      : null,
    meetingLink: null,
    // Only what was recorded: the amount taken (or due), by which method, and where it stands.
    payment: payment
      ? {
          amount: fromMinorUnits(payment.amount, payment.currencyCode),
          currency: payment.currencyCode,
          method: payment.method,
          status: payment.status,
        }
      : null,
    confirmationPage: event.confirmationPage,
  };
}

/**
 * The booking's way out of the form: the email code when the event asks for one, the booking
 * request, polling its queue until it is done, then the thanks page. Server answers become field
 * errors, a form message, or (for a taken slot) a return to the times.
 */
export function useBookingSubmit(context: SubmitContext) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SubmitPhase>('editing');
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [isSendingCode, setIsSendingCode] = useState(false);
  const [pollCount, setPollCount] = useState(0);
  const busy = useRef(false);
  const attempts = useRef(createAttemptKeys());

  function clearServerMessages() {
    if (Object.keys(serverErrors).length > 0) setServerErrors({});
    if (formError) setFormError(null);
  }

  async function sendCode(emailId: string): Promise<void> {
    setIsSendingCode(true);
    setFormError(null);
    try {
      await requestEmailCode(emailId, context.event._id);
      trackEvent('otp_sent_on_email', { eventId: context.event._id });
      setCodeSentTo(emailId);
      setResendAt(Date.now() + 30_000);
      setPhase('code');
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait) setResendAt(Date.now() + wait * 1000);
      setFormError(
        wait
          ? t('errors.tooManyCodes', { wait: sayWait(t, wait) })
          : errorText(t, error, 'errors.couldNotSendCode'),
      );
    } finally {
      setIsSendingCode(false);
    }
  }

  async function book(draft: BookingDraft, code: string | undefined): Promise<void> {
    if (busy.current) return;
    if (context.event.attendeeEmailVerification) {
      if (!code || !CODE_PATTERN.test(code)) {
        setServerErrors({ code: t('errors.enterCode') });
        return;
      }
      trackEvent('verify_email', { eventId: context.event._id });
    }
    const request = buildBookingRequest(context.event, draft, context.slot, {
      utms: context.utms,
      // The visitor's letters and pages follow the language they booked in.
      language: activeLocale(),
      ...(code ? { verificationCode: code } : {}),
    });
    busy.current = true;
    setPhase('booking');
    setPollCount(0);
    setServerErrors({});
    setFormError(null);
    try {
      const query = { responseId: context.responseId, externalId: context.externalId };
      const attemptKey = attempts.current.keyFor({ request, query });
      const queued = context.flow
        ? await context.flow.submit(request, attemptKey)
        : await submitBooking(request, query, attemptKey);
      attempts.current.settle();
      if (queued.payment && (queued.payment.next.type !== 'NONE' || !queued.queueId)) {
        await goToPayment(queued.payment, request);
        return;
      }
      if (queued.payment?.method === 'LATER') trackEvent('pay_later', { eventId: context.event._id });
      const status = await waitForBooking(queued.queueId ?? '', {
        fetchStatus: (id) => fetchQueueStatus(id),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        now: Date.now,
        onPoll: setPollCount,
      });
      if (status.status === 'FAILURE') throw new Error(status.error || t('errors.couldNotBook'));
      const summary = summaryOf(context, request, status, queued.payment);
      const key = status.attendeeId ?? `q-${queued.queueId}`;
      rememberBooking(key, summary);
      trackEvent('schedule_event', {
        eventId: context.event._id,
        ...(status.meetingId ? { meetingId: status.meetingId } : {}),
      });
      if (context.flow) {
        await context.flow.onBooked({ key, summary });
        return;
      }
      await navigate({
        to: '/$accessLink/$slug/thanks',
        params: { accessLink: context.accessLink, slug: context.slug },
        search: { attendeeId: key },
      });
    } catch (error) {
      handleFailure(error, request, draft);
    } finally {
      busy.current = false;
    }
  }

  /** To the provider's checkout, or to the payment status page (UPI, bank transfer, cash, a widget's wait). */
  async function goToPayment(payment: PaymentStart, request: BookingRequest) {
    rememberPayment(payment.id, summaryOf(context, request, { status: 'PENDING' }, payment));
    const eventId = context.event._id;
    if (payment.next.type === 'REDIRECT') {
      trackEvent(REDIRECT_EVENTS[payment.method] ?? 'redirect_payment_stripe', { eventId });
      // In a widget the checkout opens in a new tab, and the frame waits on the payment status page.
      if (goToProviderCheckout(payment.id, payment.next.url) === 'left') return;
    }
    if (payment.next.type === 'UPI') trackEvent('upi_payment', { eventId });
    if (context.flow) {
      await context.flow.onPayment(payment.id);
      return;
    }
    await navigate({
      to: '/$accessLink/$slug/payment_status',
      params: { accessLink: context.accessLink, slug: context.slug },
      search: { paymentId: payment.id },
    });
  }

  function handleFailure(error: unknown, request: BookingRequest, draft: BookingDraft) {
    const slotTaken =
      (isApiError(error) && error.code === 'SLOT_IS_NOT_AVAILABLE') ||
      (error instanceof Error && error.message === 'Slot is not available');
    if (slotTaken) {
      toast.error(t('errors.slotUnavailable'));
      void queryClient.invalidateQueries({ queryKey: slotDaysKeyOf(context.event._id) });
      const date = dateKeyInZone(context.slot.start, context.slot.timezone);
      if (context.flow) {
        context.flow.onSlotTaken(date);
        return;
      }
      void navigate({
        to: '/$accessLink/$slug',
        params: { accessLink: context.accessLink, slug: context.slug },
        search: (prev) => ({ ...prev, date }),
      });
      return;
    }
    if (
      isApiError(error) &&
      (error.code === 'VERIFICATION_CODE_INVALID' || error.code === 'VERIFICATION_CODE_REQUIRED')
    ) {
      setServerErrors({ code: errorText(t, error, 'errors.codeInvalid') });
      setPhase('code');
      return;
    }
    if (isApiError(error) && error.code === 'VALIDATION_ERROR' && error.issues.length > 0) {
      const placed = placeServerIssues(error.issues, request, context.event.questions);
      setServerErrors(placed.fields);
      setFormError(placed.unplaced[0] ?? null);
      setPhase(placed.fields.code && draft ? 'code' : 'editing');
      return;
    }
    const wait = retryAfterSeconds(error);
    setFormError(
      wait
        ? t('errors.tooManyAttempts', { wait: sayWait(t, wait) })
        : errorText(t, error, 'errors.couldNotBook'),
    );
    setPhase(context.event.attendeeEmailVerification && codeSentTo ? 'code' : 'editing');
  }

  return {
    phase,
    setPhase,
    serverErrors,
    formError,
    codeSentTo,
    resendAt,
    isSendingCode,
    pollCount,
    clearServerMessages,
    sendCode,
    book,
  };
}

/**
 * A failure's message in the page's language: a server refusal through its code (its own text when
 * the code is unknown or the server wrote the text for the case), else the `fallback` message.
 */
function errorText(t: Translate, error: unknown, fallback: MessageKey): string {
  if (isApiError(error)) return translateServerError(t, { code: error.code, message: error.message });
  if (error instanceof Error && error.message) return translateServerError(t, { message: error.message });
  return t(fallback);
}
