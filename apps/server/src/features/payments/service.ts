import { formatWhen } from '@kairos/core/dates/format';
import { AppError } from '@kairos/core/errors';
import type { PaymentMethod } from '@kairos/core/events/payment-schema';
import { translatorFor } from '@kairos/core/i18n/server-translators';
import { isUuid } from '@kairos/core/ids';
import { formatMinorUnits } from '@kairos/core/payments/currency';
import type { PaymentStatusResponse } from '@kairos/core/payments/payment-api-schema';
import type { PaymentNext, PaymentStart, PaymentStatus } from '@kairos/core/payments/payment-start-schema';
import { upiPayLink } from '@kairos/core/payments/upi';
import type { Tx } from '@kairos/db/client';
import type { Deps } from '../../deps.ts';
import { cancelWholeMeeting } from '../lifecycle/cancel-meeting.ts';
import { recordChange } from '../lifecycle/changes.ts';
import type { ReminderBook } from '../lifecycle/ports.ts';
import * as lifecycleRepo from '../lifecycle/repo.ts';
import { recordBookingEvent } from '../lifecycle/repo.ts';
import { sendMail } from '../mail/service.ts';
import { providerContext } from './accounts.ts';
import { ProviderError, type ProviderEvent } from './providers.ts';
import * as repo from './repo.ts';

export type PaymentRow = repo.PaymentRow;

/** What happened in a transaction that must be done after it commits. */
export interface AfterCommit {
  queueIds: string[];
  refunds: Array<{ paymentId: string; reason: string }>;
}

export const nothing = (): AfterCommit => ({ queueIds: [], refunds: [] });

/** The attendee's copy of the payment (shown by the meeting drawer, the booking pages and emails). */
function summaryOf(p: PaymentRow): Record<string, unknown> {
  return {
    paymentId: p.id,
    amount: p.amount,
    currencyCode: p.currencyCode,
    method: p.method,
    status: p.status,
    ...(p.refundStatus ? { refundStatus: p.refundStatus, refundAmount: p.refundAmount } : {}),
    // What the host checks by hand: the payer's UPI transaction reference.
    ...(p.method === 'UPI' && p.externalPaymentId ? { reference: p.externalPaymentId } : {}),
  };
}

/** Every change of a payment goes through here, so the attendee's copy never drifts. */
export async function changePayment(
  tx: Tx,
  id: string,
  values: Parameters<typeof repo.updatePayment>[2],
): Promise<PaymentRow> {
  const row = await repo.updatePayment(tx, id, values);
  await repo.setAttendeePayment(tx, row.attendeeId, summaryOf(row));
  return row;
}

/** Inside the booking transaction: the payment of the attendee just written. */
export async function openPayment(tx: Tx, values: repo.NewPayment): Promise<PaymentRow> {
  const row = await repo.insertPayment(tx, values);
  await repo.setAttendeePayment(tx, row.attendeeId, summaryOf(row));
  return row;
}

/**
 * The payment succeeded (the provider said so, or the host confirmed it): the booking stands.
 * The meeting becomes ACTIVE unless it also waits for the host's confirmation; its side effects
 * (invitations) are queued. A payment for a booking that no longer stands (the hold ran out, it
 * was cancelled) is refunded.
 */
export async function settlePaid(
  deps: Deps,
  tx: Tx,
  payment: PaymentRow,
  values: Partial<repo.NewPayment>,
  now: Date,
): Promise<AfterCommit> {
  const after = nothing();
  const paid = await changePayment(tx, payment.id, {
    ...values,
    status: 'PAID',
    paymentTime: values.paymentTime ?? now,
    holdExpiresAt: null,
    checkoutUrl: null,
    updatedAt: now,
  });
  // Reported once the booking has taken the payment in, so its data says what the booking now is.
  const reportPaid = () =>
    recordChange(deps, tx, paid.appId, 'payment.paid', {
      meetingId: paid.meetingId,
      attendeeId: paid.attendeeId,
    });
  const meeting = await lifecycleRepo.lockMeeting(tx, paid.meetingId);
  const attendee = await lifecycleRepo.lockAttendee(tx, paid.attendeeId);
  if (!meeting || !attendee || meeting.status === 'CANCELLED' || attendee.status !== 'ACTIVE') {
    await reportPaid();
    after.refunds.push({
      paymentId: paid.id,
      reason: 'The booking no longer stood when the payment arrived',
    });
    return after;
  }
  let status: string = meeting.status;
  if (meeting.status === 'ACTION_REQUIRED' && !attendee.bookingConfirmationRequired) {
    status = (await lifecycleRepo.changeMeeting(tx, meeting.id, { status: 'ACTIVE', updatedAt: now })).status;
  }
  await reportPaid();
  const booked = await repo.findBookingQueueId(tx, attendee.id);
  // The first news of this booking, or (for a method the host settles, announced as awaiting) its confirmation.
  if (!booked || status === 'ACTIVE') {
    const queue = await recordBookingEvent(tx, {
      appId: meeting.appId,
      meetingId: meeting.id,
      attendeeId: attendee.id,
      kind: booked ? 'CONFIRMED' : 'BOOKED',
    });
    after.queueIds.push(queue.id);
    await recordChange(
      deps,
      tx,
      meeting.appId,
      booked ? 'booking.confirmed' : status === 'ACTIVE' ? 'booking.created' : 'booking.requested',
      { meetingId: meeting.id, attendeeId: attendee.id },
    );
  } else {
    // Paid, and still waiting for the host: the visitor is told their payment arrived and what is left.
    const queue = await recordBookingEvent(tx, {
      appId: meeting.appId,
      meetingId: meeting.id,
      attendeeId: attendee.id,
      kind: 'PAID',
    });
    after.queueIds.push(queue.id);
  }
  return after;
}

/**
 * An unpaid booking lets go of its slot: the payment ends as `status` and the attendee's seat
 * (or the whole meeting, when nobody else is in it) is cancelled.
 */
export async function releaseHold(
  tx: Tx,
  payment: PaymentRow,
  status: Extract<PaymentStatus, 'EXPIRED' | 'FAILED' | 'REJECTED'>,
  p: { now: Date; reason: string; byUserId?: string; reminders: Pick<ReminderBook<unknown>, 'cancel'> },
): Promise<void> {
  await changePayment(tx, payment.id, {
    status,
    holdExpiresAt: null,
    checkoutUrl: null,
    failureReason: p.reason,
    updatedAt: p.now,
    ...(p.byUserId ? { verifiedBy: p.byUserId, verifiedAt: p.now } : {}),
  });
  const meeting = await lifecycleRepo.lockMeeting(tx, payment.meetingId);
  const attendee = await lifecycleRepo.lockAttendee(tx, payment.attendeeId);
  if (!meeting || !attendee || attendee.status !== 'ACTIVE' || meeting.status === 'CANCELLED') return;
  const others = (await lifecycleRepo.findActiveAttendeeIds(tx, meeting.id)).filter(
    (id) => id !== attendee.id,
  );
  if (others.length > 0) {
    await lifecycleRepo.cancelAttendee(tx, attendee.id);
    await lifecycleRepo.changeMeeting(tx, meeting.id, {
      attendeeCount: Math.max(0, meeting.attendeeCount - (1 + attendee.guests.length)),
      updatedAt: p.now,
    });
    await p.reminders.cancel(tx, { meetingId: meeting.id, attendeeId: attendee.id }, p.now);
    return;
  }
  await cancelWholeMeeting(tx, meeting, {
    // A host's rejection is the host's; a hold that ran out or failed is the visitor's unfinished booking.
    by: p.byUserId ? { byUserId: p.byUserId } : { byAttendeeId: attendee.id },
    reason: p.reason,
    now: p.now,
    reminders: p.reminders,
  });
}

/** Finds the payment an event names, in the workspace whose webhook received it. */
export async function paymentOfEvent(
  tx: Tx,
  providerId: string,
  appId: string,
  event: ProviderEvent,
): Promise<PaymentRow | undefined> {
  let found: PaymentRow | undefined;
  if (event.paymentId && isUuid(event.paymentId)) found = await repo.findPayment(tx, event.paymentId);
  if (!found && event.orderId) found = await repo.findPaymentByOrder(tx, appId, providerId, event.orderId);
  if (!found || found.appId !== appId || found.provider !== providerId) return undefined;
  return repo.lockPayment(tx, found.id);
}

export async function applyEvent(
  deps: Deps,
  tx: Tx,
  payment: PaymentRow,
  event: ProviderEvent,
  now: Date,
): Promise<AfterCommit> {
  switch (event.kind) {
    case 'PAID': {
      if (payment.status === 'PAID' || payment.status === 'REFUNDED') return nothing();
      const values = {
        ...(event.externalPaymentId ? { externalPaymentId: event.externalPaymentId } : {}),
        ...(event.billingName ? { billingName: event.billingName } : {}),
        ...(event.emailId ? { emailId: event.emailId } : {}),
        ...(event.billingAddress ? { billingAddress: event.billingAddress } : {}),
        paymentTime: event.at ?? now,
      };
      // A provider event that states no amount or currency is a mismatch, never a match.
      if (event.amount !== payment.amount || event.currencyCode !== payment.currencyCode) {
        // Not what was asked: keep the money's record, but do not let it confirm the booking.
        const paid =
          event.amount === undefined || event.currencyCode === undefined
            ? 'an amount the provider did not state'
            : `${event.amount} ${event.currencyCode}`;
        await changePayment(tx, payment.id, {
          ...values,
          status: 'PAID',
          failureReason: `Paid ${paid}, expected ${payment.amount} ${payment.currencyCode}`,
          updatedAt: now,
        });
        await releaseHoldOfPaid(tx, payment, now, deps.reminders);
        return {
          queueIds: [],
          refunds: [{ paymentId: payment.id, reason: 'The amount paid did not match' }],
        };
      }
      return settlePaid(deps, tx, payment, values, now);
    }
    case 'EXPIRED':
    case 'FAILED':
      if (payment.status !== 'PENDING') return nothing();
      return endUnpaidHold(deps, tx, payment, event.kind, {
        now,
        reason: event.reason ?? (event.kind === 'EXPIRED' ? 'The checkout expired' : 'The payment failed'),
      });
    case 'REFUNDED':
      if (payment.status !== 'PAID') return nothing();
      await changePayment(tx, payment.id, {
        status: 'REFUNDED',
        refundStatus: 'SUCCEEDED',
        refundAmount: event.amount ?? payment.amount,
        refundedAt: event.at ?? now,
        ...(event.refundId ? { refundId: event.refundId } : {}),
        updatedAt: now,
      });
      await recordChange(deps, tx, payment.appId, 'payment.refunded', {
        meetingId: payment.meetingId,
        attendeeId: payment.attendeeId,
      });
      return nothing();
    default:
      return nothing();
  }
}

/** A paid payment whose booking must not stand (wrong amount): its seat is let go, keeping the PAID record. */
async function releaseHoldOfPaid(
  tx: Tx,
  payment: PaymentRow,
  now: Date,
  reminders: Pick<ReminderBook<unknown>, 'cancel'>,
): Promise<void> {
  const meeting = await lifecycleRepo.lockMeeting(tx, payment.meetingId);
  if (!meeting || meeting.status === 'CANCELLED') return;
  const others = (await lifecycleRepo.findActiveAttendeeIds(tx, meeting.id)).filter(
    (id) => id !== payment.attendeeId,
  );
  if (others.length > 0) {
    await lifecycleRepo.cancelAttendee(tx, payment.attendeeId);
    return;
  }
  await cancelWholeMeeting(tx, meeting, {
    by: { byAttendeeId: payment.attendeeId },
    reason: 'The payment did not match the price',
    now,
    reminders,
  });
}

/**
 * Ends the hold of one pending payment whose time ran out, closing the provider's checkout first;
 * what is left to run after the commit, or undefined for a payment no longer pending or whose hold
 * has not run out.
 */
export async function endExpiredHold(deps: Deps, paymentId: string): Promise<AfterCommit | undefined> {
  const payment = await repo.findPayment(deps.db, paymentId);
  const now = deps.now();
  if (payment?.status !== 'PENDING' || !payment.holdExpiresAt || payment.holdExpiresAt > now)
    return undefined;
  if (payment.provider && payment.orderId) {
    const found = await providerContext(deps, payment.appId, payment.provider);
    // If the provider cannot be reached, the hold still ends; money that arrives later is refunded.
    await found?.provider.cancelCheckout?.(found.ctx, payment.orderId).catch(() => undefined);
  }
  return deps.db.transaction(async (tx) => {
    const current = await repo.lockPayment(tx, paymentId);
    if (current?.status !== 'PENDING' || !current.holdExpiresAt || current.holdExpiresAt > now)
      return undefined;
    return endUnpaidHold(deps, tx, current, 'EXPIRED', { now, reason: 'The time to pay ran out' });
  });
}

/**
 * An unpaid booking ends (its time to pay ran out, or the payment failed), whichever way the news
 * came: the app's own expiry or the provider's event. Its seat is let go, integrators are told it
 * is cancelled, and a hold that ran out queues the visitor's letter in the same transaction, so
 * the letter goes out whichever path ended the hold first and even after a crash.
 */
async function endUnpaidHold(
  deps: Deps,
  tx: Tx,
  payment: PaymentRow,
  status: 'EXPIRED' | 'FAILED',
  p: { now: Date; reason: string },
): Promise<AfterCommit> {
  await releaseHold(tx, payment, status, { ...p, reminders: deps.reminders });
  await recordChange(deps, tx, payment.appId, 'booking.cancelled', {
    meetingId: payment.meetingId,
    attendeeId: payment.attendeeId,
  });
  if (status !== 'EXPIRED') return nothing();
  const queue = await recordBookingEvent(tx, {
    appId: payment.appId,
    meetingId: payment.meetingId,
    attendeeId: payment.attendeeId,
    kind: 'HOLD_EXPIRED',
  });
  return { queueIds: [queue.id], refunds: [] };
}

/** The letter that tells a visitor their unpaid booking was let go: sent by the booking's side-effect job. */
export async function mailHoldExpired(deps: Deps, attendeeId: string): Promise<void> {
  const [payment, attendee] = await Promise.all([
    repo.findAttendeePayment(deps.db, attendeeId),
    lifecycleRepo.findAttendee(deps.db, attendeeId),
  ]);
  const meeting = attendee && (await lifecycleRepo.findMeeting(deps.db, attendee.meetingId));
  if (!payment || !meeting || !attendee) return;
  // In the language the visitor booked in (English for older bookings).
  const language = attendee.language ?? 'en';
  const t = translatorFor(language);
  const when = formatWhen(meeting.startAt, attendee.timezone, language);
  const amount = formatMinorUnits(payment.amount, payment.currencyCode);
  const text = [
    t('email.greeting', { name: attendee.fullName }),
    '',
    t('email.holdExpired', { amount, when }),
    '',
    t('email.bookAgainWelcome'),
  ].join('\n');
  await sendMail(deps, {
    appId: payment.appId,
    to: [attendee.emailId],
    subject: t('email.holdExpiredSubject', { when }),
    text,
    kind: 'PAYMENT_EXPIRED',
    meetingId: meeting.id,
    dedupeKey: `payment-expired:${payment.id}`,
  });
}

/** Where the visitor goes to pay a pending payment (null once there is nothing to do). */
export function nextStep(
  payment: PaymentRow,
  p: { upiId?: string; payeeName?: string; eventName?: string; instructions?: string },
): PaymentNext | null {
  if (payment.status !== 'PENDING' && payment.status !== 'AWAITING_VERIFICATION') return null;
  const method = payment.method as PaymentMethod;
  if (method === 'LATER') return { type: 'NONE' };
  if (method === 'UPI') {
    return {
      type: 'UPI',
      payee: p.upiId ?? '',
      link: upiPayLink({
        upiId: p.upiId ?? '',
        payeeName: p.payeeName ?? '',
        amountMinor: payment.amount,
        note: p.eventName ?? 'Booking',
        reference: payment.id.replaceAll('-', '').slice(0, 20),
      }),
    };
  }
  if (method === 'BANK_TRANSFER' || method === 'CASH')
    return { type: 'INSTRUCTIONS', text: p.instructions ?? '' };
  if (payment.status === 'PENDING' && payment.checkoutUrl)
    return { type: 'REDIRECT', url: payment.checkoutUrl };
  return null;
}

export function paymentStart(payment: PaymentRow, next: PaymentNext): PaymentStart {
  return {
    id: payment.id,
    method: payment.method as PaymentMethod,
    status: payment.status,
    amount: payment.amount,
    currencyCode: payment.currencyCode,
    holdExpiresAt: payment.holdExpiresAt?.toISOString() ?? null,
    next,
  };
}

/** `GET /meet/payment/{id}/status`: where a payment stands, for the visitor's status page. */
export async function getPaymentStatus(deps: Deps, id: string): Promise<PaymentStatusResponse> {
  const payment = isUuid(id) ? await repo.findPayment(deps.db, id) : undefined;
  if (!payment) throw new AppError('NOT_FOUND', 'No payment with this id');
  const [meeting, queueId] = await Promise.all([
    lifecycleRepo.findMeeting(deps.db, payment.meetingId),
    repo.findBookingQueueId(deps.db, payment.attendeeId),
  ]);
  if (!meeting) throw new AppError('NOT_FOUND', 'No payment with this id');
  return {
    id: payment.id,
    status: payment.status,
    method: payment.method as PaymentMethod,
    amount: payment.amount,
    currencyCode: payment.currencyCode,
    meetingId: payment.meetingId,
    attendeeId: payment.attendeeId,
    meetingStatus: meeting.status,
    holdExpiresAt: payment.holdExpiresAt?.toISOString() ?? null,
    paymentTime: payment.paymentTime?.toISOString() ?? null,
    queueId,
    refund: payment.refundStatus
      ? {
          status: payment.refundStatus,
          amount: payment.refundAmount,
          at: payment.refundedAt?.toISOString() ?? null,
        }
      : null,
    next: await describeNext(deps, payment),
  };
}

/**
 * Gives a paid payment back through its provider (a job: retried when the provider fails). A
 * payment the host settled by hand is marked for the host to give back by hand.
 */
export async function refundPayment(deps: Deps, paymentId: string, reason: string): Promise<void> {
  const payment = await repo.findPayment(deps.db, paymentId);
  if (payment?.status !== 'PAID' || payment.refundStatus === 'SUCCEEDED') return;
  const now = deps.now();
  if (!payment.provider) {
    await deps.db.transaction((tx) =>
      changePayment(tx, payment.id, {
        refundStatus: 'PENDING',
        refundAmount: payment.amount,
        failureReason: `${reason}; to be given back by the host`,
        updatedAt: now,
      }),
    );
    return;
  }
  const found = await providerContext(deps, payment.appId, payment.provider);
  if (!found) {
    await deps.db.transaction((tx) =>
      changePayment(tx, payment.id, {
        refundStatus: 'FAILED',
        failureReason: `${reason}; the provider is no longer connected`,
        updatedAt: now,
      }),
    );
    return;
  }
  try {
    const result = await found.provider.refund(found.ctx, {
      payment,
      amount: payment.amount,
      idempotencyKey: `kairos-refund-${payment.id}`,
      reason,
    });
    await deps.db.transaction(async (tx) => {
      const current = await repo.lockPayment(tx, payment.id);
      if (current?.status !== 'PAID') return;
      await changePayment(tx, payment.id, {
        status: result.status === 'SUCCEEDED' ? 'REFUNDED' : 'PAID',
        refundStatus: result.status,
        refundId: result.refundId,
        refundAmount: payment.amount,
        refundedAt: result.status === 'SUCCEEDED' ? deps.now() : null,
        failureReason: reason,
        updatedAt: deps.now(),
      });
      if (result.status === 'SUCCEEDED')
        await recordChange(deps, tx, payment.appId, 'payment.refunded', {
          meetingId: payment.meetingId,
          attendeeId: payment.attendeeId,
        });
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.db.transaction((tx) =>
      changePayment(tx, payment.id, {
        refundStatus: 'FAILED',
        failureReason: `${reason}; refund failed: ${message}`,
        updatedAt: deps.now(),
      }),
    );
    // The provider was down or busy: the job tries again. A refused refund stays FAILED for the host.
    if (error instanceof ProviderError && error.kind !== 'REJECTED') throw error;
  }
}

const DEFAULT_INSTRUCTIONS: Partial<Record<PaymentMethod, string>> = {
  BANK_TRANSFER:
    'Pay the amount by bank transfer as the host tells you. Your booking is confirmed once the host has received it.',
  CASH: 'Pay the amount in cash to the host. Your booking is confirmed once the host marks it received.',
};

/** The visitor's next step for a payment, with the event's UPI id or instructions. */
export async function describeNext(deps: Deps, payment: PaymentRow): Promise<PaymentNext | null> {
  const method = payment.method as PaymentMethod;
  if (method !== 'UPI' && method !== 'BANK_TRANSFER' && method !== 'CASH') {
    if (payment.status === 'PENDING' && payment.provider && payment.orderId && !payment.checkoutUrl) {
      const found = await providerContext(deps, payment.appId, payment.provider);
      if (found?.provider.resumeCheckout) return found.provider.resumeCheckout(found.ctx, payment);
    }
    return nextStep(payment, {});
  }
  const terms = isUuid(payment.eventId) ? await repo.findPaymentTerms(deps.db, payment.eventId) : undefined;
  return nextStep(payment, {
    upiId: terms?.payment.upiId ?? '',
    payeeName: terms?.organizer ?? '',
    eventName: terms?.name ?? '',
    instructions: terms?.payment.terms || DEFAULT_INSTRUCTIONS[method] || '',
  });
}

const OPEN_STATUSES: ReadonlySet<PaymentStatus> = new Set(['PENDING', 'AWAITING_VERIFICATION']);

/** A payment of the meeting's live attendees that still waits (LATER excepted: it is paid later by choice). */
export async function unsettledPayment(db: Deps['db'], meetingId: string): Promise<PaymentRow | undefined> {
  const rows = await repo.findMeetingPayments(db, [meetingId]);
  const live = new Set(await lifecycleRepo.findActiveAttendeeIds(db, meetingId));
  return rows.find((p) => live.has(p.attendeeId) && p.method !== 'LATER' && OPEN_STATUSES.has(p.status));
}

/**
 * Inside the transaction that rejects or cancels a booking (the whole meeting, or one attendee's
 * seat): its open payments end, and its paid ones are returned to be refunded after commit —
 * unless `refund` is false (an attendee cancelling after the event's refund cut-off).
 */
export async function settleOnDecision(
  tx: Tx,
  meetingId: string,
  p: {
    now: Date;
    byUserId?: string;
    reason?: string;
    attendeeId?: string;
    openStatus?: 'REJECTED' | 'FAILED';
    refund?: boolean;
  },
): Promise<Array<{ paymentId: string; reason: string }>> {
  const refunds: Array<{ paymentId: string; reason: string }> = [];
  const reason = p.reason ?? 'The booking was rejected';
  for (const payment of await repo.findMeetingPayments(tx, [meetingId])) {
    if (p.attendeeId && payment.attendeeId !== p.attendeeId) continue;
    if (OPEN_STATUSES.has(payment.status)) {
      await changePayment(tx, payment.id, {
        status: p.openStatus ?? 'REJECTED',
        holdExpiresAt: null,
        checkoutUrl: null,
        failureReason: reason,
        updatedAt: p.now,
        ...(p.byUserId ? { verifiedBy: p.byUserId, verifiedAt: p.now } : {}),
      });
    } else if (payment.status === 'PAID' && !payment.refundStatus) {
      if (p.refund === false) {
        await changePayment(tx, payment.id, {
          failureReason: `${reason}; no refund after the event's cut-off`,
          updatedAt: p.now,
        });
      } else refunds.push({ paymentId: payment.id, reason });
    }
  }
  return refunds;
}

/**
 * Whether an attendee who cancels now gets their money back: always, unless the event sets a
 * cut-off (`payment.refundCutoffHours`) and the meeting starts sooner than that.
 */
export function refundDue(cutoffHours: number, startAt: Date, now: Date): boolean {
  return cutoffHours <= 0 || startAt.getTime() - now.getTime() >= cutoffHours * 3_600_000;
}

/** `POST /meet/payment/{id}/upi-reference`: the payer gives the 12-digit UPI transaction reference. */
export async function submitUpiReference(deps: Deps, id: string, reference: string): Promise<AfterCommit> {
  const now = deps.now();
  const payment = isUuid(id) ? await repo.findPayment(deps.db, id) : undefined;
  if (payment?.method !== 'UPI') throw new AppError('NOT_FOUND', 'No UPI payment with this id');
  return deps.db.transaction(async (tx) => {
    const current = await repo.lockPayment(tx, payment.id);
    if (current?.status !== 'PENDING' || (current.holdExpiresAt && current.holdExpiresAt <= now)) {
      throw new AppError('PAYMENT_NOT_PENDING', 'This payment is no longer waiting for a UPI reference');
    }
    if (await repo.referenceUsed(tx, current.appId, 'UPI', reference, current.id)) {
      throw new AppError('CONFLICT', 'This UPI reference was already given for another booking');
    }
    await changePayment(tx, current.id, {
      status: 'AWAITING_VERIFICATION',
      externalPaymentId: reference,
      holdExpiresAt: null,
      updatedAt: now,
    });
    // The booking is now announced as awaiting the host, who checks the reference.
    const queue = await recordBookingEvent(tx, {
      appId: current.appId,
      meetingId: current.meetingId,
      attendeeId: current.attendeeId,
    });
    await recordChange(deps, tx, current.appId, 'booking.requested', {
      meetingId: current.meetingId,
      attendeeId: current.attendeeId,
    });
    return { queueIds: [queue.id], refunds: [] };
  });
}

/** A payment of the caller's workspace for the host's decision, locked. */
async function hostPayment(tx: Tx, appId: string, id: string): Promise<PaymentRow> {
  const payment = isUuid(id) ? await repo.lockPayment(tx, id) : undefined;
  if (!payment || payment.appId !== appId) throw new AppError('NOT_FOUND', 'Payment not found');
  return payment;
}

/**
 * `POST /payments/{id}/confirm`: the host says a manually settled payment arrived (the UPI
 * reference checks out, the transfer or the cash was received; or a LATER payment was made).
 * The booking then stands as if a provider had reported it.
 */
export async function confirmManualPayment(
  deps: Deps,
  auth: { appId: string; agentId: string },
  id: string,
  canEdit: (meetingId: string) => Promise<void>,
): Promise<AfterCommit> {
  const now = deps.now();
  const found = isUuid(id) ? await repo.findPayment(deps.db, id) : undefined;
  if (!found || found.appId !== auth.appId) throw new AppError('NOT_FOUND', 'Payment not found');
  await canEdit(found.meetingId);
  return deps.db.transaction(async (tx) => {
    const payment = await hostPayment(tx, auth.appId, id);
    const manual =
      payment.method === 'UPI' || payment.method === 'BANK_TRANSFER' || payment.method === 'CASH';
    const ready =
      (manual && payment.status === 'AWAITING_VERIFICATION') ||
      (payment.method === 'LATER' && payment.status === 'PENDING');
    if (!ready) {
      throw new AppError(
        'PAYMENT_NOT_PENDING',
        payment.provider
          ? 'Online payments are confirmed by their provider, not by hand'
          : 'This payment is not waiting for confirmation',
      );
    }
    return settlePaid(
      deps,
      tx,
      payment,
      { verifiedBy: auth.agentId, verifiedAt: now, paymentTime: now },
      now,
    );
  });
}

/**
 * `POST /payments/{id}/reject`: the host says a manually settled payment did not arrive (a
 * wrong UPI reference, no transfer): the booking is declined and the visitor told.
 */
export async function rejectManualPayment(
  deps: Deps,
  auth: { appId: string; agentId: string },
  id: string,
  reason: string,
  canEdit: (meetingId: string) => Promise<void>,
): Promise<AfterCommit> {
  const now = deps.now();
  const found = isUuid(id) ? await repo.findPayment(deps.db, id) : undefined;
  if (!found || found.appId !== auth.appId) throw new AppError('NOT_FOUND', 'Payment not found');
  await canEdit(found.meetingId);
  return deps.db.transaction(async (tx) => {
    const payment = await hostPayment(tx, auth.appId, id);
    if (payment.provider || !OPEN_STATUSES.has(payment.status)) {
      throw new AppError('PAYMENT_NOT_PENDING', 'This payment is not waiting for confirmation');
    }
    await releaseHold(tx, payment, 'REJECTED', {
      now,
      reason: reason || 'The payment could not be verified',
      byUserId: auth.agentId,
      reminders: deps.reminders,
    });
    await repo.markRejected(tx, payment.attendeeId);
    const queue = await recordBookingEvent(tx, {
      appId: payment.appId,
      meetingId: payment.meetingId,
      attendeeId: payment.attendeeId,
      kind: 'REJECTED',
    });
    await recordChange(deps, tx, payment.appId, 'booking.rejected', {
      meetingId: payment.meetingId,
      attendeeId: payment.attendeeId,
    });
    return { queueIds: [queue.id], refunds: [] };
  });
}

/**
 * `POST /payments/{id}/refunded`: the host records that they handed back a payment settled by
 * hand (UPI, bank transfer, cash, pay later), which the app cannot move itself — a refund due
 * after a cancellation, or one the host chose to give. The payment becomes REFUNDED.
 */
export async function recordManualRefund(
  deps: Deps,
  auth: { appId: string; agentId: string },
  id: string,
  canEdit: (meetingId: string) => Promise<void>,
): Promise<void> {
  const found = isUuid(id) ? await repo.findPayment(deps.db, id) : undefined;
  if (!found || found.appId !== auth.appId) throw new AppError('NOT_FOUND', 'Payment not found');
  await canEdit(found.meetingId);
  await deps.db.transaction(async (tx) => {
    const payment = await hostPayment(tx, auth.appId, id);
    if (payment.provider)
      throw new AppError('PAYMENT_NOT_PENDING', 'Online payments are refunded through their provider');
    if (payment.status !== 'PAID')
      throw new AppError('PAYMENT_NOT_PENDING', 'Only a paid payment can be refunded');
    const now = deps.now();
    await changePayment(tx, payment.id, {
      status: 'REFUNDED',
      refundStatus: 'SUCCEEDED',
      refundAmount: payment.amount,
      refundedAt: now,
      updatedAt: now,
    });
    await recordChange(deps, tx, payment.appId, 'payment.refunded', {
      meetingId: payment.meetingId,
      attendeeId: payment.attendeeId,
    });
  });
}
