import { PaymentSettingsSchema, PaymentStatusResponseSchema } from '@kairos/core/payments/payment-api-schema';
import { PAYMENT_PROVIDER_IDS } from '@kairos/core/payments/payment-start-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as accounts from './accounts.ts';
import * as service from './service.ts';

const AccountSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDER_IDS),
  available: z.boolean(),
  connected: z.boolean(),
  details: z.record(z.string(), z.string()),
  webhookUrl: z.string(),
  updatedAt: z.string().nullable(),
});
const ProviderParams = z.object({ provider: z.enum(PAYMENT_PROVIDER_IDS) });
const IdParams = z.object({ id: z.string().max(64) });

/** The visitor's payment status and the host's payment providers and rules. */
export function paymentRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/meet/payment/:id/status',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Payments'],
          description:
            'Where a booking’s payment stands (the id comes from the booking’s answer): PENDING (with the next ' +
            'step while the hold lasts), AWAITING_VERIFICATION (the host checks a UPI reference, transfer or cash), ' +
            'PAID (then `queueId` leads to the booking), FAILED, EXPIRED, REJECTED or REFUNDED.',
          params: IdParams,
          response: { 200: PaymentStatusResponseSchema },
        },
      },
      async (request) => service.getPaymentStatus(deps, request.params.id),
    );

    app.get(
      '/payments/accounts',
      {
        config: { access: { area: 'integrations', action: 'view' } },
        schema: {
          tags: ['Payments'],
          description:
            'Each payment provider and whether this workspace is connected to it, with its webhook address. ' +
            'Credentials are never returned, only what may be shown (mode, last digits).',
          response: { 200: z.object({ accounts: z.array(AccountSchema) }) },
        },
      },
      async (request) => ({ accounts: await accounts.listAccounts(deps, authOf(request).appId) }),
    );

    app.put(
      '/payments/accounts/:provider',
      {
        config: { access: { area: 'integrations', action: 'edit' } },
        schema: {
          tags: ['Payments'],
          description:
            'Connects a provider or replaces its credentials (write-only; stored encrypted). Stripe: ' +
            '`{ secretKey: "sk_…", webhookSecret: "whsec_…" }`.',
          params: ProviderParams,
          body: z.record(z.string(), z.string().max(500)),
          response: { 200: z.object({ account: AccountSchema }) },
        },
      },
      async (request) => ({
        account: await accounts.saveAccount(
          deps,
          authOf(request).appId,
          request.params.provider,
          request.body,
        ),
      }),
    );

    app.delete(
      '/payments/accounts/:provider',
      {
        config: { access: { area: 'integrations', action: 'delete' } },
        schema: {
          tags: ['Payments'],
          description:
            'Disconnects a provider: its methods can no longer be chosen; its credentials are deleted.',
          params: ProviderParams,
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) => {
        await accounts.removeAccount(deps, authOf(request).appId, request.params.provider);
        return { deleted: true as const };
      },
    );

    app.get(
      '/payments/settings',
      {
        config: { access: { area: 'integrations', action: 'view' } },
        schema: {
          tags: ['Payments'],
          description: 'How long an unpaid booking holds its slot (minutes; 15 by default).',
          response: { 200: PaymentSettingsSchema },
        },
      },
      async (request) => ({ holdMinutes: await accounts.holdMinutesOf(deps.db, authOf(request).appId) }),
    );

    app.put(
      '/payments/settings',
      {
        config: { access: { area: 'integrations', action: 'edit' } },
        schema: {
          tags: ['Payments'],
          description: 'Sets how long an unpaid booking holds its slot (5 to 1440 minutes).',
          body: PaymentSettingsSchema,
          response: { 200: PaymentSettingsSchema },
        },
      },
      async (request) => {
        await accounts.saveHoldMinutes(deps, authOf(request).appId, request.body.holdMinutes);
        return { holdMinutes: request.body.holdMinutes };
      },
    );
  };
}
