import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { sendBookingEvents } from '../lifecycle/jobs.ts';
import { providerContext } from './accounts.ts';
import { ProviderError, type ProviderEvent, WebhookVerificationError } from './providers.ts';
import * as repo from './repo.ts';
import {
  type AfterCommit,
  applyEvent,
  endExpiredHold,
  nothing,
  paymentOfEvent,
  refundPayment,
} from './service.ts';

const RefundPayload = z.object({ paymentId: z.string(), reason: z.string() });
const ExpiryPayload = z.object({ paymentId: z.string() });
const SweepPayload = z.object({}).passthrough();

/** Gives a payment back through its provider; retried (with backoff) while the provider is down. */
export function paymentRefundJob(deps: Deps): JobDefinition<typeof RefundPayload> {
  return {
    name: 'payment-refund',
    payload: RefundPayload,
    retryLimit: 5,
    handle: ({ paymentId, reason }) => refundPayment(deps, paymentId, reason),
  };
}

/** Ends one payment's hold when its time is up (sent with `startAfter` = the hold's end). */
export function paymentHoldExpiryJob(deps: Deps): JobDefinition<typeof ExpiryPayload> {
  return {
    name: 'payment-hold-expiry',
    payload: ExpiryPayload,
    retryLimit: 3,
    handle: async ({ paymentId }) => {
      await expireHold(deps, paymentId);
    },
  };
}

/**
 * The hold of one pending payment ran out: the provider's checkout is closed (so it can no longer
 * be paid), the slot is freed and the visitor's letter queued. Whether it ended the hold.
 */
export async function expireHold(deps: Deps, paymentId: string): Promise<boolean> {
  const after = await endExpiredHold(deps, paymentId);
  if (after) await runAfterCommit(deps, after);
  return after !== undefined;
}

/** Every minute: ends every hold whose time is up (a lost or early expiry job changes nothing). */
export function paymentHoldSweepJob(deps: Deps): JobDefinition<typeof SweepPayload> {
  return {
    name: 'payment-hold-sweep',
    payload: SweepPayload,
    cron: '* * * * *',
    handle: async () => {
      await expireDueHolds(deps);
    },
  };
}

/** Ends every hold due by the app's clock; returns how many ended. */
export async function expireDueHolds(deps: Deps): Promise<number> {
  let ended = 0;
  for (const id of await repo.findExpiredHolds(deps.db, deps.now(), 100)) {
    if (await expireHold(deps, id)) ended += 1;
  }
  return ended;
}

/** Runs what a committed transaction left to do: side-effect jobs and refunds. */
export async function runAfterCommit(deps: Deps, after: AfterCommit): Promise<void> {
  await sendBookingEvents(deps, after.queueIds);
  for (const refund of after.refunds) {
    await deps.jobs.send(paymentRefundJob(deps), refund, { singletonKey: `refund:${refund.paymentId}` });
  }
}

/**
 * Applies verified provider events, each exactly once (by the provider's event id), whatever
 * order they arrive in: a payment only moves forward (PENDING → PAID → REFUNDED; PENDING →
 * EXPIRED or FAILED), and money that arrives for a released hold is refunded.
 */
export async function applyProviderEvents(
  deps: Deps,
  providerId: string,
  appId: string,
  events: ProviderEvent[],
): Promise<void> {
  for (const event of events) {
    const now = deps.now();
    const after = await deps.db.transaction(async (tx) => {
      const payment = await paymentOfEvent(tx, providerId, appId, event);
      // One provider account may serve several workspaces, each with its own endpoint, and every
      // endpoint gets the account's events under the same ids: an event that is not about this
      // workspace's payment is left unrecorded, so the workspace it is about still applies it.
      if (!payment) return nothing();
      const fresh = await repo.recordEvent(tx, {
        provider: providerId,
        eventId: event.eventId,
        appId,
        paymentId: payment.id,
        type: event.type,
        receivedAt: now,
      });
      if (!fresh) return nothing();
      return applyEvent(deps, tx, payment, event, now);
    });
    await runAfterCommit(deps, after);
  }
}

/**
 * `POST /meet/payment/{id}/return`: what the visitor's browser brought back from a provider that
 * completes payments that way (PayPal's approved order, Razorpay's signed result), checked by the
 * provider and applied like its webhook (once per provider event id).
 */
export async function confirmProviderReturn(
  deps: Deps,
  paymentId: string,
  input: Record<string, string>,
): Promise<void> {
  const payment = isUuid(paymentId) ? await repo.findPayment(deps.db, paymentId) : undefined;
  if (!payment?.provider) throw new AppError('NOT_FOUND', 'No online payment with this id');
  const found = await providerContext(deps, payment.appId, payment.provider);
  if (!found?.provider.confirmReturn)
    throw new AppError('NOT_FOUND', 'This payment is completed by its provider');
  let event: ProviderEvent;
  try {
    event = await found.provider.confirmReturn(found.ctx, payment, input);
  } catch (error) {
    if (error instanceof WebhookVerificationError)
      throw new AppError('WEBHOOK_SIGNATURE_INVALID', error.message);
    if (error instanceof ProviderError) throw new AppError('PAYMENT_PROVIDER_ERROR');
    throw error;
  }
  await applyProviderEvents(deps, payment.provider, payment.appId, [{ ...event, paymentId: payment.id }]);
}
