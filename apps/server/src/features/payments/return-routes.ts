import { PaymentStatusResponseSchema } from '@kairos/core/payments/payment-api-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { confirmPaymentReturn } from './provider-return.ts';

/** The visitor's way back from a provider's checkout (PayPal approval, Razorpay Checkout). */
export function paymentReturnRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/meet/payment/:id/return',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Payments'],
          description:
            'Completes a pending PayPal or Razorpay payment from what the provider handed the visitor’s browser: ' +
            'PayPal `{ token }` (the approved order, captured now), Razorpay `{ razorpay_order_id, ' +
            'razorpay_payment_id, razorpay_signature }` (HMAC-SHA256 of `order_id|payment_id` with the key secret). ' +
            'A result that does not verify answers 400 WEBHOOK_SIGNATURE_INVALID and changes nothing. Answers the ' +
            'payment’s status, as `GET /meet/payment/{id}/status` does; a payment no longer pending answers as it stands.',
          params: z.object({ id: z.string().max(64) }),
          body: z.record(z.string().max(64), z.string().max(500)),
          response: { 200: PaymentStatusResponseSchema },
        },
      },
      async (request) => confirmPaymentReturn(deps, request.params.id, request.body),
    );
  };
}
