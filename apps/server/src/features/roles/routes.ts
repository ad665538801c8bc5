import {
  RoleBodySchema,
  RoleListSchema,
  RolePatchSchema,
  WorkspaceRoleSchema,
} from '@kairos/core/accounts/role-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as service from './service.ts';

const tags = ['Roles'];
const params = z.object({ id: z.string().uuid() });

/** `/api/v1/bookings`: the workspace's roles (see packages/core/src/accounts/role-schema.ts). */
export function roleRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/role/list',
      { config: { access: 'session' }, schema: { tags, response: { 200: RoleListSchema } } },
      async (request) => service.listRoles(deps, authOf(request)),
    );

    app.post(
      '/role',
      {
        config: { access: { area: 'settings', action: 'create' } },
        schema: { tags, body: RoleBodySchema, response: { 201: WorkspaceRoleSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createRole(deps, authOf(request), request.body)),
    );

    app.patch(
      '/role/:id',
      {
        config: { access: { area: 'settings', action: 'edit' } },
        schema: { tags, params, body: RolePatchSchema, response: { 200: WorkspaceRoleSchema } },
      },
      async (request) => service.updateRole(deps, authOf(request), request.params.id, request.body),
    );

    app.delete(
      '/role/:id',
      {
        config: { access: { area: 'settings', action: 'delete' } },
        schema: { tags, params, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await service.deleteRole(deps, authOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
