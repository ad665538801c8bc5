import { SessionResponseSchema } from '@kairos/core/accounts/schemas';
import {
  CompanyPatchSchema,
  CompanySettingsSchema,
  CompanySwitchBodySchema,
} from '@kairos/core/accounts/workspace-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { setSessionCookie } from '../../http/session-reply.ts';
import * as service from './service.ts';

const tags = ['Agent and company'];

/** `/api/v1/bookings`: the workspace's settings and switching workspace (see packages/core/src/accounts/workspace-schema.ts). */
export function workspaceRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/company',
      { config: { access: 'session' }, schema: { tags, response: { 200: CompanySettingsSchema } } },
      async (request) => service.getCompany(deps, authOf(request)),
    );

    app.patch(
      '/company',
      {
        config: { access: { area: 'settings', action: 'edit' } },
        schema: { tags, body: CompanyPatchSchema, response: { 200: CompanySettingsSchema } },
      },
      async (request) => service.updateCompany(deps, authOf(request), request.body),
    );

    app.post(
      '/company/switch',
      {
        config: { access: 'session' },
        schema: { tags, body: CompanySwitchBodySchema, response: { 200: SessionResponseSchema } },
      },
      async (request, reply) => {
        const session = await service.switchCompany(deps, authOf(request), request.body.appId);
        setSessionCookie(reply, deps, session);
        return session.body;
      },
    );
  };
}
