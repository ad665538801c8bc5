import {
  ChangePasswordBodySchema,
  ProfilePatchSchema,
  RestoreIdBodySchema,
} from '@kairos/core/accounts/profile-schema';
import { AgentSchema } from '@kairos/core/accounts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { clearSessionCookie } from '../../http/session-reply.ts';
import * as service from './service.ts';

const tags = ['Agent and company'];

/** `/api/v1/bookings`: the caller's own profile and security (see packages/core/src/accounts/profile-schema.ts). */
export function profileRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/agent/profile',
      {
        config: { access: 'session' },
        schema: { tags, body: ProfilePatchSchema, response: { 200: AgentSchema } },
      },
      async (request) => service.updateProfile(deps, authOf(request), request.body),
    );

    app.post(
      '/agent/onboarding/done',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description:
            'The set-up steps after signing up were finished or skipped: `onboardedAt` is set (once) and the ' +
            'dashboard does not offer them again.',
          response: { 200: AgentSchema },
        },
      },
      async (request) => service.finishOnboarding(deps, authOf(request)),
    );

    app.post(
      '/agent/password',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description: 'Changes the password; every other session of the agent ends, this one stays.',
          body: ChangePasswordBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.changePassword(deps, authOf(request), request.body);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/agent/logout-everywhere',
      { config: { access: 'session' }, schema: { tags, response: { 204: z.null() } } },
      async (request, reply) => {
        await service.logoutEverywhere(deps, authOf(request));
        clearSessionCookie(reply, deps);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/agent/:id/set-restoreId',
      {
        config: { access: 'session' },
        schema: {
          tags,
          params: z.object({ id: z.string().uuid() }),
          body: RestoreIdBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.setRestoreId(deps, authOf(request), request.params.id, request.body.restoreId);
        return reply.code(204).send(null);
      },
    );
  };
}
