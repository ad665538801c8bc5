import { formatWhen } from '@kairos/core/dates/format';
import { AppError } from '@kairos/core/errors';
import type { Event } from '@kairos/core/events/event-schema';
import type { PaymentMethod } from '@kairos/core/events/payment-schema';
import { bookingPrice } from '@kairos/core/payments/currency';
import { choosePaymentMethod, UPI_CURRENCY } from '@kairos/core/payments/payment-rules';
import { type PaymentStart, providerOfMethod } from '@kairos/core/payments/payment-start-schema';
import type { Tx } from '@kairos/db/client';
import type { Deps } from '../../deps.ts';
import { findWorkspaceAccessLink } from '../lifecycle/repo.ts';
import { holdMinutesOf, providerContext } from './accounts.ts';
import { paymentHoldExpiryJob } from './jobs.ts';
import { ProviderError } from './providers.ts';
import {
  changePayment,
  describeNext,
  openPayment,
  type PaymentRow,
  paymentStart,
  releaseHold,
} from './service.ts';

/** What payments read of the event a visitor books: its workspace and its settings. */
export interface PaidEvent {
  appId: string;
  event: Event;
}

/** How a new booking pays, decided before its transaction. */
export interface PaymentPlan {
  method: PaymentMethod;
  provider: string | null;
  amount: number;
  currencyCode: string;
  status: 'PENDING' | 'AWAITING_VERIFICATION';
  /** The booking waits (ACTION_REQUIRED, holding its slot) until the payment is settled. */
  waits: boolean;
  holdExpiresAt: Date | null;
  /** Queue the booking's side effects now (LATER, bank transfer, cash) rather than once paid. */
  announceNow: boolean;
}

/**
 * The payment a visitor's booking of `duration` minutes takes, or undefined for a free one.
 * Refuses (before anything is written) a method the event does not offer, a provider the
 * workspace has not connected, and UPI in another currency than INR.
 */
export async function planPayment(
  deps: Deps,
  source: PaidEvent,
  duration: number,
  requested: PaymentMethod | undefined,
  now: Date,
): Promise<PaymentPlan | undefined> {
  const { payment: setting } = source.event;
  if (!setting.enable) return undefined;
  const price = bookingPrice(setting, duration, source.event.paymentOnDuration);
  if (price.amount <= 0) return undefined;
  const choice = choosePaymentMethod(setting, requested);
  if (!choice.ok) {
    throw new AppError('VALIDATION_ERROR', `payment.method: ${choice.message}`, {
      issues: [{ path: 'payment.method', message: choice.message }],
    });
  }
  const { method } = choice;
  const base = { method, amount: price.amount, currencyCode: price.currencyCode };
  if (method === 'LATER') {
    return {
      ...base,
      provider: null,
      status: 'PENDING',
      waits: false,
      holdExpiresAt: null,
      announceNow: true,
    };
  }
  if (method === 'BANK_TRANSFER' || method === 'CASH') {
    return {
      ...base,
      provider: null,
      status: 'AWAITING_VERIFICATION',
      waits: true,
      holdExpiresAt: null,
      announceNow: true,
    };
  }
  const holdExpiresAt = new Date(now.getTime() + (await holdMinutesOf(deps.db, source.appId)) * 60_000);
  if (method === 'UPI') {
    if (price.currencyCode !== UPI_CURRENCY)
      throw new AppError('PAYMENT_METHOD_NOT_AVAILABLE', 'UPI takes payments in Indian rupees (INR) only');
    return { ...base, provider: null, status: 'PENDING', waits: true, holdExpiresAt, announceNow: false };
  }
  const provider = providerOfMethod(method);
  if (!provider || !(await providerContext(deps, source.appId, provider))) {
    throw new AppError(
      'PAYMENT_METHOD_NOT_AVAILABLE',
      'This payment method is not set up for this event; please choose another one',
    );
  }
  return { ...base, provider, status: 'PENDING', waits: true, holdExpiresAt, announceNow: false };
}

/** Inside the booking transaction: the payment row of the attendee just written. */
export function writePayment(
  tx: Tx,
  plan: PaymentPlan,
  p: {
    appId: string;
    eventId: string;
    meetingId: string;
    attendeeId: string;
    emailId: string;
    fullName: string;
  },
): Promise<PaymentRow> {
  return openPayment(tx, {
    appId: p.appId,
    eventId: p.eventId,
    meetingId: p.meetingId,
    attendeeId: p.attendeeId,
    method: plan.method,
    provider: plan.provider,
    status: plan.status,
    amount: plan.amount,
    currencyCode: plan.currencyCode,
    billingName: p.fullName,
    emailId: p.emailId,
    holdExpiresAt: plan.holdExpiresAt,
  });
}

/**
 * After the booking committed: opens the provider's checkout for an online payment and plans the
 * hold's end. A provider that fails lets the slot go at once and answers the visitor with an error.
 */
export async function startPayment(
  deps: Deps,
  payment: PaymentRow,
  p: { source: PaidEvent; start: Date; timezone: string; returnPath: string | undefined },
): Promise<PaymentStart> {
  let current = payment;
  if (payment.provider) current = await openCheckout(deps, payment, p);
  if (current.holdExpiresAt) {
    await deps.jobs.send(
      paymentHoldExpiryJob(deps),
      { paymentId: current.id },
      { startAfter: current.holdExpiresAt, singletonKey: `hold:${current.id}` },
    );
  }
  return paymentStart(current, (await describeNext(deps, current)) ?? { type: 'NONE' });
}

async function openCheckout(
  deps: Deps,
  payment: PaymentRow,
  p: { source: PaidEvent; start: Date; timezone: string; returnPath: string | undefined },
): Promise<PaymentRow> {
  const found = payment.provider ? await providerContext(deps, payment.appId, payment.provider) : undefined;
  const returnPath =
    p.returnPath ??
    `/${(await findWorkspaceAccessLink(deps.db, payment.appId)) ?? ''}/${p.source.event.slug}`;
  const statusPage = `${deps.config.publicUrl}${returnPath}/payment_status/?paymentId=${payment.id}`;
  try {
    if (!found) throw new ProviderError('AUTH', 'The provider is no longer connected');
    const checkout = await found.provider.createCheckout(found.ctx, {
      paymentId: payment.id,
      amount: payment.amount,
      currencyCode: payment.currencyCode,
      description: `${p.source.event.name}, ${formatWhen(p.start, p.timezone)}`,
      customerEmail: payment.emailId ?? '',
      customerName: payment.billingName ?? '',
      successUrl: statusPage,
      cancelUrl: statusPage,
      expiresAt: payment.holdExpiresAt ?? new Date(deps.now().getTime() + 15 * 60_000),
    });
    return await deps.db.transaction((tx) =>
      changePayment(tx, payment.id, {
        orderId: checkout.orderId,
        checkoutUrl: checkout.next.type === 'REDIRECT' ? checkout.next.url : null,
        updatedAt: deps.now(),
      }),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await deps.db.transaction(async (tx) => {
      const now = deps.now();
      await releaseHold(tx, payment, 'FAILED', {
        now,
        reason: `The checkout could not be opened: ${reason}`,
        reminders: deps.reminders,
      });
    });
    if (error instanceof ProviderError && error.kind === 'AUTH') {
      throw new AppError(
        'PAYMENT_METHOD_NOT_AVAILABLE',
        'This payment method is not available right now; please choose another one',
      );
    }
    throw new AppError('PAYMENT_PROVIDER_ERROR');
  }
}
