import {
  ChangeEmailBodySchema,
  ConfirmEmailBodySchema,
  ForgotPasswordBodySchema,
  ResetPasswordBodySchema,
} from '@kairos/core/accounts/password-reset-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as service from './service.ts';

const tags = ['Accounts'];

/** `/api/v1/user`: password reset by emailed link, and changing the account's email address. */
export function accountRecoveryRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/password/forgot',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'Emails a single-use link (one hour) to choose a new password. Answers 204 whether or not the address has an account; 3 requests per address and 20 per client address an hour (429 RATE_LIMITED after).',
          body: ForgotPasswordBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.requestPasswordReset(deps, request.body, request.ip);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/password/reset',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            "Sets the new password with the link's token, once; every session of the account ends. 410 LINK_HAS_EXPIRED for a used, replaced or expired link.",
          body: ResetPasswordBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.resetPassword(deps, request.body);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/email/change',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description:
            'Emails a confirmation link (24 hours) to the new address; the address changes once it is opened.',
          body: ChangeEmailBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.requestEmailChange(deps, authOf(request), request.body);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/email/confirm',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description: 'Switches the account to the confirmed address, once.',
          body: ConfirmEmailBodySchema,
          response: { 200: z.object({ emailId: z.string() }) },
        },
      },
      async (request) => service.confirmEmailChange(deps, request.body),
    );
  };
}
