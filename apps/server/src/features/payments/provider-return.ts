import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import type { PaymentStatusResponse } from '@kairos/core/payments/payment-api-schema';
import type { Deps } from '../../deps.ts';
import { providerContext } from './accounts.ts';
import { applyProviderEvents } from './jobs.ts';
import { ProviderError, WebhookVerificationError } from './providers.ts';
import * as repo from './repo.ts';
import { getPaymentStatus } from './service.ts';

/**
 * `POST /meet/payment/{id}/return`: what the visitor's browser brought back from the provider
 * (PayPal's `token` after approval, Razorpay Checkout's signed result) completes the payment now,
 * without waiting for the webhook. The provider checks it (PayPal captures the order, Razorpay's
 * signature must match), and the outcome goes through the same once-only path as webhooks, so the
 * return and a webhook of the same payment can arrive in any order.
 */
export async function confirmPaymentReturn(
  deps: Deps,
  id: string,
  input: Record<string, string>,
): Promise<PaymentStatusResponse> {
  const payment = isUuid(id) ? await repo.findPayment(deps.db, id) : undefined;
  if (!payment) throw new AppError('NOT_FOUND', 'No payment with this id');
  if (payment.status !== 'PENDING') return getPaymentStatus(deps, id);
  const found = payment.provider ? await providerContext(deps, payment.appId, payment.provider) : undefined;
  if (!found?.provider.confirmReturn) {
    throw new AppError('PAYMENT_NOT_PENDING', 'This payment is not completed from the booking page');
  }
  let event: Awaited<ReturnType<NonNullable<typeof found.provider.confirmReturn>>>;
  try {
    event = await found.provider.confirmReturn(found.ctx, payment, input);
  } catch (error) {
    if (error instanceof WebhookVerificationError) {
      throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The payment result does not verify');
    }
    if (error instanceof ProviderError) throw new AppError('PAYMENT_PROVIDER_ERROR');
    throw error;
  }
  // Nothing settled yet (e.g. the payer came back without approving): nothing to record.
  if (event.kind !== 'IGNORED') {
    await applyProviderEvents(deps, found.provider.id, payment.appId, [{ ...event, paymentId: payment.id }]);
  }
  return getPaymentStatus(deps, id);
}
