import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { providerContext } from './accounts.ts';
import { applyProviderEvents } from './jobs.ts';
import { ProviderError, WebhookPayloadError, WebhookVerificationError } from './providers.ts';

/**
 * `POST /payments/webhook/{provider}/{appId}`: one address per provider and workspace, given to
 * the provider when the host connects it. The body is kept raw (signatures are computed over the
 * exact bytes), verified by the provider's `verifyWebhook`, then applied once per provider event id.
 * A new provider needs nothing here: it is found in the registry by its id.
 */
export function paymentWebhookRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // Only in this plugin: every body is read as bytes, whatever its content type.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      '/payments/webhook/:provider/:appId',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Payments'],
          description:
            'Receives a payment provider’s webhook for one workspace (the address shown when the provider is ' +
            'connected). The signature is verified on the raw body (Stripe: `Stripe-Signature`); a forged or stale ' +
            'one answers 400 WEBHOOK_SIGNATURE_INVALID and changes nothing. Each provider event is applied once ' +
            '(by its event id), so redeliveries and out-of-order events are harmless.',
          params: z.object({ provider: z.string().max(40), appId: z.string().max(64) }),
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (request) => {
        const { provider: providerId, appId } = request.params;
        const found = isUuid(appId) ? await providerContext(deps, appId, providerId) : undefined;
        if (!found) throw new AppError('NOT_FOUND', 'This provider is not connected for this workspace');
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let events: Awaited<ReturnType<typeof found.provider.verifyWebhook>>;
        try {
          events = await found.provider.verifyWebhook(found.ctx, { rawBody, headers: request.headers });
        } catch (error) {
          if (error instanceof WebhookVerificationError) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
          if (error instanceof WebhookPayloadError) throw new AppError('BAD_REQUEST', error.message);
          // The provider could not be asked (PayPal verifies its signatures itself): it redelivers later.
          if (error instanceof ProviderError) throw new AppError('PAYMENT_PROVIDER_ERROR');
          throw error;
        }
        await applyProviderEvents(deps, found.provider.id, appId, events);
        return { received: true as const };
      },
    );
  };
}
