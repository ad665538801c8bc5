import { DatesBodySchema, DatesResponseSchema } from '@kairos/core/bookings/dates-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import * as service from './service.ts';
import { watchSlotVersions } from './watch.ts';

/** `POST /api/v1/bookings/website/dates`: the free slots a visitor can pick. */
export function slotRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // On PostgreSQL the cache also listens for slot-version announcements (see watch.ts).
    const watch = watchSlotVersions(deps.database, deps.config.databaseListenUrl);
    if (watch) app.addHook('onClose', () => watch.close());
    const cache = service.slotCache(deps, watch);
    app.post(
      '/website/dates',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Booking'],
          description:
            'Slots of an event between two dates (inclusive, at most 62 days), keyed by the local date in ' +
            '`timezone` (the event’s own zone when it locks it). `spotsLeft` only for GROUP events that display ' +
            'it; booked slots appear with `available: false` only when the event shows booked slots.',
          body: DatesBodySchema,
          response: { 200: DatesResponseSchema },
        },
      },
      async (request, reply) => {
        const json = await service.getDatesJson(deps, cache, request.body);
        // Already serialised and encoded (shaped by DatesResponseSchema when it was computed): bytes go out as they are.
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );
  };
}
