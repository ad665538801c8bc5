import {
  AvailableHourCreateBodySchema,
  AvailableHourListQuerySchema,
  AvailableHourListSchema,
  AvailableHourUpdateBodySchema,
  SavedAvailableHourSchema,
} from '@kairos/core/events/available-hour-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as service from './service.ts';

const tags = ['Available hours'];
const params = z.object({ id: z.string().max(64) });

/** `/api/v1/bookings/available-hours`: a host's named hours, which event hosts point to. */
export function availableHourRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/available-hours',
      {
        config: { access: { area: 'calendar', action: 'view' } },
        schema: {
          tags,
          description:
            "The caller's sets (or `userId`'s), default first; a default set is made when missing.",
          querystring: AvailableHourListQuerySchema,
          response: { 200: AvailableHourListSchema },
        },
      },
      async (request) => service.listAvailableHours(deps, authOf(request), request.query.userId),
    );

    app.post(
      '/available-hours',
      {
        config: { access: { area: 'calendar', action: 'create' } },
        schema: { tags, body: AvailableHourCreateBodySchema, response: { 201: SavedAvailableHourSchema } },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createAvailableHour(deps, authOf(request), request.body)),
    );

    app.get(
      '/available-hours/:id',
      {
        config: { access: { area: 'calendar', action: 'view' } },
        schema: { tags, params, response: { 200: SavedAvailableHourSchema } },
      },
      async (request) => service.getAvailableHour(deps, authOf(request), request.params.id),
    );

    app.patch(
      '/available-hours/:id',
      {
        config: { access: { area: 'calendar', action: 'edit' } },
        schema: {
          tags,
          params,
          body: AvailableHourUpdateBodySchema,
          response: { 200: SavedAvailableHourSchema },
        },
      },
      async (request) => service.updateAvailableHour(deps, authOf(request), request.params.id, request.body),
    );

    app.delete(
      '/available-hours/:id',
      {
        config: { access: { area: 'calendar', action: 'edit' } },
        schema: {
          tags,
          description:
            'Refused with 409 AVAILABLE_HOURS_IN_USE while a live event’s host uses the set, and with 409 CONFLICT for the default set.',
          params,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.deleteAvailableHour(deps, authOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
