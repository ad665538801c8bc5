import {
  TeamBodySchema,
  TeamListSchema,
  TeamPatchSchema,
  TeamSchema,
} from '@kairos/core/accounts/team-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as service from './service.ts';

const tags = ['Teams'];
const params = z.object({ id: z.string().uuid() });

/** `/api/v1/bookings`: teams (see packages/core/src/accounts/team-schema.ts). */
export function teamRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/team/list',
      {
        config: { access: { area: 'teams', action: 'view' } },
        schema: { tags, response: { 200: TeamListSchema } },
      },
      async (request) => service.listTeams(deps, authOf(request)),
    );

    app.post(
      '/team',
      {
        config: { access: { area: 'teams', action: 'create' } },
        schema: { tags, body: TeamBodySchema, response: { 201: TeamSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createTeam(deps, authOf(request), request.body)),
    );

    app.patch(
      '/team/:id',
      {
        config: { access: { area: 'teams', action: 'edit' } },
        schema: { tags, params, body: TeamPatchSchema, response: { 200: TeamSchema } },
      },
      async (request) => service.updateTeam(deps, authOf(request), request.params.id, request.body),
    );

    app.delete(
      '/team/:id',
      {
        config: { access: { area: 'teams', action: 'delete' } },
        schema: { tags, params, response: { 204: z.null() } },
      },
      async (request, reply) => {
        await service.deleteTeam(deps, authOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
