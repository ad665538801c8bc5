import {
  ApiTokenBodySchema,
  ApiTokenCreatedSchema,
  ApiTokenListSchema,
} from '@kairos/core/accounts/api-token-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as service from './service.ts';

const tags = ['API tokens'];
const IdParams = z.object({ id: z.string().max(100) });

/**
 * `/api/v1/bookings`: the caller's personal API tokens (packages/core/src/accounts/api-token-schema.ts).
 * They need a signed-in session: a token can neither make nor list nor revoke tokens.
 */
export function apiTokenRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api-tokens',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description:
            "The caller's API tokens in this workspace that are not revoked, newest first, expired ones " +
            'included. Their secrets are never answered here.',
          response: { 200: ApiTokenListSchema },
        },
      },
      async (request) => ({ tokens: await service.listTokens(deps, authOf(request)) }),
    );

    app.post(
      '/api-tokens',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description:
            'Makes a token acting as the caller in this workspace, within its scopes (`area:read`, ' +
            '`area:write`) and the role the caller has at each request. The answer holds the token ' +
            '(`kairos_pat_…`), shown only this once. Scopes the caller’s role does not allow are refused ' +
            '(400); a member holds at most 50 tokens (409).',
          body: ApiTokenBodySchema,
          response: { 201: ApiTokenCreatedSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createToken(deps, authOf(request), request.body)),
    );

    app.delete(
      '/api-tokens/:id',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description:
            'Revokes one of the caller’s tokens: every later request made with it is refused (401).',
          params: IdParams,
          response: { 200: z.object({ revoked: z.literal(true) }) },
        },
      },
      async (request) => {
        await service.revokeToken(deps, authOf(request), request.params.id);
        return { revoked: true as const };
      },
    );
  };
}
