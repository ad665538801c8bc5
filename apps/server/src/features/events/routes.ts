import {
  CheckModeBodySchema,
  CheckModeResultSchema,
  EventIdParamsSchema,
  EventListBodySchema,
  EventPageSchema,
  EventSortBodySchema,
  EventSummaryListSchema,
  PrivateStatusBodySchema,
} from '@kairos/core/events/event-list-schema';
import { EventCreateBodySchema, EventSchema, EventUpdateBodySchema } from '@kairos/core/events/event-schema';
import { TEMPLATE_VARIABLES, TemplateVariableListSchema } from '@kairos/core/events/template-variables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as service from './service.ts';

const tags = ['Events'];
const can = (action: 'view' | 'create' | 'edit' | 'delete') => ({
  access: { area: 'eventTypes' as const, action },
});

/** `/api/v1/bookings/event…`: a workspace's event types (spec section 7, "Events"). */
export function eventRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/event/add',
      {
        config: can('create'),
        schema: {
          tags,
          description:
            'Creates an event; `name` and `duration` are enough. The slug comes from the name when absent (with a free suffix); a given slug already used answers 409 SLUG_TAKEN.',
          body: EventCreateBodySchema,
          response: { 201: EventSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createEvent(deps, authOf(request), request.body)),
    );

    app.patch(
      '/event',
      {
        config: can('edit'),
        schema: {
          tags,
          description: 'Changes the fields sent (a sub-object is replaced whole); `_id` names the event.',
          body: EventUpdateBodySchema,
          response: { 200: EventSchema },
        },
      },
      async (request) => service.updateEvent(deps, authOf(request), request.body),
    );

    app.post(
      '/event',
      {
        config: can('view'),
        schema: {
          tags,
          description: 'A page of events, filtered.',
          body: EventListBodySchema,
          response: { 200: EventPageSchema },
        },
      },
      async (request) => service.listEvents(deps, authOf(request), request.body),
    );

    app.get(
      '/event/list',
      { config: can('view'), schema: { tags, response: { 200: EventSummaryListSchema } } },
      async (request) => service.listEventSummaries(deps, authOf(request)),
    );

    app.get(
      '/event/variable/list',
      { config: can('view'), schema: { tags, response: { 200: TemplateVariableListSchema } } },
      async () => ({ variables: [...TEMPLATE_VARIABLES] }),
    );

    app.get(
      '/event/:id',
      { config: can('view'), schema: { tags, params: EventIdParamsSchema, response: { 200: EventSchema } } },
      async (request) => service.getEvent(deps, authOf(request), request.params.id),
    );

    app.delete(
      '/event/:id',
      {
        config: can('delete'),
        schema: {
          tags,
          description: 'Deletes the event for good as far as hosts and visitors see; its meetings keep it.',
          params: EventIdParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.deleteEvent(deps, authOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.patch(
      '/event/private/status',
      {
        config: can('edit'),
        schema: { tags, body: PrivateStatusBodySchema, response: { 200: EventSchema } },
      },
      async (request) => service.setPrivateStatus(deps, authOf(request), request.body),
    );

    app.post(
      '/event/sort',
      {
        config: can('edit'),
        schema: {
          tags,
          description:
            'Puts `eventIds` first in that order, the other events of the scope (the workspace, or `teamId`) after them.',
          body: EventSortBodySchema,
          response: { 200: EventSummaryListSchema },
        },
      },
      async (request) => service.sortEvents(deps, authOf(request), request.body),
    );

    app.post(
      '/event/check-mode',
      {
        config: can('view'),
        schema: {
          tags,
          description:
            'Whether the hosts (of `eventId`, or `userIds`, or the caller) can use a meeting mode. Video modes need a provider, and none can be connected yet.',
          body: CheckModeBodySchema,
          response: { 200: CheckModeResultSchema },
        },
      },
      async (request) => service.checkMode(deps, authOf(request), request.body),
    );
  };
}
