import {
  AcceptInvitationBodySchema,
  ChangeRoleBodySchema,
  FutureMeetingsSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  InviteBodySchema,
  LeaveOrganizationBodySchema,
  MemberListSchema,
  MemberSchema,
  RemoveMemberQuerySchema,
  TransferOwnershipBodySchema,
} from '@kairos/core/accounts/member-schema';
import { SessionResponseSchema } from '@kairos/core/accounts/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { SESSION_COOKIE } from '../../http/session-cookie.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session-reply.ts';
import * as invitations from './invitations.ts';
import * as service from './service.ts';

const tags = ['Members'];
const idParams = z.object({ id: z.string().uuid() });
const userParams = z.object({ userId: z.string().uuid() });
const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** `/api/v1/bookings`: members, invitations, ownership and leaving (see packages/core/src/accounts/member-schema.ts). */
export function memberRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/member/list',
      { config: { access: 'session' }, schema: { tags, response: { 200: MemberListSchema } } },
      async (request) => service.listMembers(deps, authOf(request)),
    );

    app.post(
      '/member/invite',
      {
        config: { access: { area: 'settings', action: 'create' } },
        schema: { tags, body: InviteBodySchema, response: { 201: InvitationSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await invitations.invite(deps, authOf(request), request.body)),
    );

    app.post(
      '/member/invite/:id/resend',
      {
        config: { access: { area: 'settings', action: 'create' } },
        schema: { tags, params: idParams, response: { 200: InvitationSchema } },
      },
      async (request) => invitations.resend(deps, authOf(request), request.params.id),
    );

    app.delete(
      '/member/invite/:id',
      {
        config: { access: { area: 'settings', action: 'delete' } },
        schema: { tags, params: idParams, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await invitations.revoke(deps, authOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/invite/:token',
      {
        config: { access: 'public' },
        schema: { tags, params: tokenParams, response: { 200: InvitationPreviewSchema } },
      },
      async (request) => invitations.preview(deps, request.params.token),
    );

    app.post(
      '/invite/:token/accept',
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: tokenParams,
          body: AcceptInvitationBodySchema,
          response: { 200: SessionResponseSchema },
        },
      },
      async (request, reply) => {
        const session = await invitations.accept(
          deps,
          request.params.token,
          request.body ?? {},
          request.cookies[SESSION_COOKIE],
        );
        setSessionCookie(reply, deps, session);
        return session.body;
      },
    );

    app.get(
      '/member/:userId/future-meetings',
      {
        config: { access: { area: 'settings', action: 'view' } },
        schema: {
          tags,
          description:
            'The member’s ACTIVE meetings from now on, among those the caller may see (as the bookings ' +
            'list): a super-admin role or one with every calendar action sees all; anyone else only ' +
            'meetings they organize or host and those of events they co-host.',
          params: userParams,
          response: { 200: FutureMeetingsSchema },
        },
      },
      async (request) => service.futureMeetings(deps, authOf(request), request.params.userId),
    );

    app.delete(
      '/member/:userId',
      {
        config: { access: { area: 'settings', action: 'delete' } },
        schema: {
          tags,
          params: userParams,
          querystring: RemoveMemberQuerySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.removeMember(deps, authOf(request), request.params.userId, request.query.force);
        return reply.code(204).send(null);
      },
    );

    app.patch(
      '/member/:userId/role',
      {
        config: { access: { area: 'settings', action: 'edit' } },
        schema: { tags, params: userParams, body: ChangeRoleBodySchema, response: { 200: MemberSchema } },
      },
      async (request) =>
        service.changeRole(deps, authOf(request), request.params.userId, request.body.roleId),
    );

    app.post(
      '/member/transfer-ownership',
      {
        config: { access: { area: 'settings', action: 'edit' } },
        schema: { tags, body: TransferOwnershipBodySchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await service.transferOwnership(deps, authOf(request), request.body.userId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/agent/leave-organization/request',
      {
        config: { access: 'session' },
        schema: { tags, body: LeaveOrganizationBodySchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await service.leave(deps, authOf(request), request.body);
        clearSessionCookie(reply, deps);
        return reply.code(204).send(null);
      },
    );
  };
}
