import { AgentInfoSchema, CompanyListSchema } from '@kairos/core/accounts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { SESSION_COOKIE } from '../../http/session-cookie.ts';
import { clearSessionCookie } from '../../http/session-reply.ts';
import { logout } from '../accounts/service.ts';
import * as service from './service.ts';

const tags = ['Agent and company'];

/** `/api/v1/bookings`: who the caller is and which workspaces they belong to (spec section 7). */
export function agentRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/agent/info',
      { config: { access: 'session' }, schema: { tags, response: { 200: AgentInfoSchema } } },
      async (request) => service.getAgentInfo(deps, authOf(request)),
    );

    app.get(
      '/company/list',
      {
        config: { access: 'session' },
        schema: {
          tags,
          querystring: z.object({ productId: z.string().optional() }),
          response: { 200: CompanyListSchema },
        },
      },
      async (request) => service.listCompanies(deps, authOf(request), request.query.productId),
    );

    app.post(
      '/logout',
      { config: { access: 'public' }, schema: { tags, response: { 204: z.null() } } },
      async (request, reply) => {
        await logout(deps, request.cookies[SESSION_COOKIE]);
        clearSessionCookie(reply, deps);
        return reply.code(204).send(null);
      },
    );
  };
}
