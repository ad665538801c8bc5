import {
  PaymentDecisionBodySchema,
  PaymentSettingsSchema,
  PaymentStatusResponseSchema,
  UpiReferenceBodySchema,
} from '@kairos/core/payments/payment-api-schema';
import { PAYMENT_PROVIDER_IDS } from '@kairos/core/payments/payment-start-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { authOf } from '../../http/access.ts';
import * as accounts from './accounts.ts';
import { confirmProviderReturn, runAfterCommit } from './jobs.ts';
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
/**
 * Checks that the caller may edit the meeting (404 when they may not see it, 403 when they may
 * only look): the meetings feature answers it, handed in by the app so payments need not know it.
 */
export type MeetingEditCheck = (deps: Deps, auth: AuthContext, meetingId: string) => Promise<unknown>;

export function paymentRoutes(deps: Deps, editableMeeting: MeetingEditCheck): FastifyPluginAsyncZod {
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

    app.post(
      '/meet/payment/:id/upi-reference',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Payments'],
          description:
            'The payer gives the 12-digit UPI transaction reference of their transfer (before the hold runs out). ' +
            'The booking then waits for the host, who checks the reference and confirms or rejects it.',
          params: IdParams,
          body: UpiReferenceBodySchema,
          response: { 200: PaymentStatusResponseSchema },
        },
      },
      async (request) => {
        await runAfterCommit(
          deps,
          await service.submitUpiReference(deps, request.params.id, request.body.reference),
        );
        return service.getPaymentStatus(deps, request.params.id);
      },
    );

    app.post(
      '/meet/payment/:id/return',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Payments'],
          description:
            'What the visitor’s browser brings back from a provider that completes payments that way (an approved ' +
            'PayPal order to capture, Razorpay’s signed checkout result); checked with the provider and applied once.',
          params: IdParams,
          body: z.record(z.string().max(100), z.string().max(2000)),
          response: { 200: PaymentStatusResponseSchema },
        },
      },
      async (request) => {
        await confirmProviderReturn(deps, request.params.id, request.body);
        return service.getPaymentStatus(deps, request.params.id);
      },
    );

    for (const action of ['confirm', 'reject'] as const) {
      app.post(
        `/payments/:id/${action}`,
        {
          config: { access: { area: 'calendar', action: 'edit' } },
          schema: {
            tags: ['Payments'],
            description:
              action === 'confirm'
                ? 'The host confirms a payment settled by hand: the UPI reference checks out, the bank transfer or ' +
                  'cash arrived (or a pay-later payment was made). The booking then stands (or waits for the host’s ' +
                  'booking confirmation when that is on) and its invitations go out.'
                : 'The host rejects a payment settled by hand (a wrong UPI reference, no transfer): the booking is ' +
                  'declined, its slot freed and the visitor told.',
            params: IdParams,
            body: PaymentDecisionBodySchema,
            response: { 200: PaymentStatusResponseSchema },
          },
        },
        async (request) => {
          const auth = authOf(request);
          const canEdit = async (meetingId: string) => {
            await editableMeeting(deps, auth, meetingId);
          };
          const after =
            action === 'confirm'
              ? await service.confirmManualPayment(deps, auth, request.params.id, canEdit)
              : await service.rejectManualPayment(
                  deps,
                  auth,
                  request.params.id,
                  request.body.reason ?? '',
                  canEdit,
                );
          await runAfterCommit(deps, after);
          return service.getPaymentStatus(deps, request.params.id);
        },
      );
    }

    app.post(
      '/payments/:id/refunded',
      {
        config: { access: { area: 'calendar', action: 'edit' } },
        schema: {
          tags: ['Payments'],
          description:
            'The host records that they gave back a payment settled by hand (UPI, bank transfer, cash, pay later): ' +
            'the app cannot move that money, so a refund due after a cancellation waits for this. The payment ' +
            'becomes REFUNDED (refund SUCCEEDED, the whole amount). Online payments are refunded by their provider.',
          params: IdParams,
          response: { 200: PaymentStatusResponseSchema },
        },
      },
      async (request) => {
        const auth = authOf(request);
        await service.recordManualRefund(deps, auth, request.params.id, async (meetingId) => {
          await editableMeeting(deps, auth, meetingId);
        });
        return service.getPaymentStatus(deps, request.params.id);
      },
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
            '`{ secretKey: "sk_…", webhookSecret: "whsec_…" }`. The provider is asked first: credentials it ' +
            'refuses answer 422 PAYMENT_ACCOUNT_REFUSED, a provider out of reach 502 PAYMENT_PROVIDER_ERROR; ' +
            'neither saves anything.',
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
