import { LoginBodySchema, SessionResponseSchema, SignupBodySchema } from '@kairos/core/accounts/schemas';
import { isIanaZone } from '@kairos/core/events/availability';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { SESSION_COOKIE } from '../../http/session-cookie.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session-reply.ts';
import { toAgentDto, toWorkspaceDto } from './dto.ts';
import * as service from './service.ts';

const tags = ['Accounts'];

/** `/api/v1/user`: sign-up, log-in, log-out and the current session. */
export function accountRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/signup',
      {
        config: { access: 'public' },
        schema: { tags, body: SignupBodySchema, response: { 201: SessionResponseSchema } },
      },
      async (request, reply) => {
        const timezone =
          typeof request.headers['x-timezone'] === 'string' ? request.headers['x-timezone'] : undefined;
        const session = await service.signup(deps, request.body, request.ip, validTimezone(timezone));
        setSessionCookie(reply, deps, session);
        return reply.code(201).send(session.body);
      },
    );

    app.post(
      '/login',
      {
        config: { access: 'public' },
        schema: { tags, body: LoginBodySchema, response: { 200: SessionResponseSchema } },
      },
      async (request, reply) => {
        const session = await service.login(deps, request.body, request.ip);
        setSessionCookie(reply, deps, session);
        return session.body;
      },
    );

    app.post(
      '/logout',
      { config: { access: 'public' }, schema: { tags, response: { 204: z.null() } } },
      async (request, reply) => {
        await service.logout(deps, request.cookies[SESSION_COOKIE]);
        clearSessionCookie(reply, deps);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/session',
      { config: { access: 'session' }, schema: { tags, response: { 200: SessionResponseSchema } } },
      async (request) => {
        const { session } = authOf(request);
        return { agent: toAgentDto(session.agent), workspace: toWorkspaceDto(session.workspace) };
      },
    );
  };
}

function validTimezone(tz: string | undefined): string {
  return tz && isIanaZone(tz) ? tz : 'UTC';
}
