import {
  CalendarConnectionSchema,
  CalendarConnectionsResponseSchema,
  ConnectCalendarBodySchema,
  MeetingFeedResponseSchema,
  MeetingFeedSchema,
  UpdateCalendarBodySchema,
} from '@kairos/core/calendars/calendar-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as feed from './feed.ts';
import * as service from './service.ts';

const tags = ['Calendars'];
const IdParams = z.object({ id: z.string() });

/** The caller's own calendar connections: busy times for conflicts and where meetings are written. */
export function calendarRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/calendar-connections',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description:
            "The caller's calendar connections and their calendars. Passwords and addresses are never returned.",
          response: { 200: CalendarConnectionsResponseSchema },
        },
      },
      async (request) => ({ connections: await service.listConnections(deps, authOf(request).agentId) }),
    );

    app.post(
      '/calendar-connections',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description:
            'Connects a CalDAV account (server address, user name, app password) or subscribes an iCalendar ' +
            'feed as a read-only busy source. The details are checked with the provider first (422 ' +
            'CALENDAR_UNREACHABLE when refused or unreachable; 422 ADDRESS_NOT_ALLOWED for a private or ' +
            'reserved address, see CALENDAR_ALLOWED_HOSTS), then stored encrypted and the busy times read.',
          body: ConnectCalendarBodySchema,
          response: { 201: CalendarConnectionSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.connect(deps, authOf(request).agentId, request.body)),
    );

    app.post(
      '/calendar-connections/:id/refresh',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description: 'Reads the busy times again now; a failure shows as status BROKEN with its reason.',
          params: IdParams,
          response: { 200: CalendarConnectionSchema },
        },
      },
      async (request) => service.refreshNow(deps, authOf(request).agentId, request.params.id),
    );

    app.delete(
      '/calendar-connections/:id',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description: 'Disconnects the account: its busy times stop counting and its details are deleted.',
          params: IdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.disconnect(deps, authOf(request).agentId, request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.patch(
      '/calendars/:id',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description:
            'Chooses whether a calendar counts for conflicts, or makes it the one destination booked meetings are written to.',
          params: IdParams,
          body: UpdateCalendarBodySchema,
          response: { 200: CalendarConnectionSchema },
        },
      },
      async (request) =>
        service.updateCalendar(deps, authOf(request).agentId, request.params.id, request.body),
    );

    app.get(
      '/calendar-feed',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description:
            "The caller's meetings feed address (webcal:// and https://), or null when none is made.",
          response: { 200: MeetingFeedResponseSchema },
        },
      },
      async (request) => ({ feed: await feed.getFeed(deps, authOf(request).agentId) }),
    );

    app.post(
      '/calendar-feed',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description:
            'Makes a new, unguessable feed address for subscribing to your meetings; the previous address stops working.',
          response: { 200: z.object({ feed: MeetingFeedSchema }) },
        },
      },
      async (request) => ({ feed: await feed.renewFeed(deps, authOf(request).agentId) }),
    );

    app.delete(
      '/calendar-feed',
      {
        config: { access: 'session' },
        schema: { tags, description: 'Revokes the feed address.', response: { 204: z.null() } },
      },
      async (request, reply) => {
        await feed.revokeFeed(deps, authOf(request).agentId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/feeds/:token/meetings.ics',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            "An agent's meetings as an iCalendar feed (a month back to a year ahead), for calendar apps to subscribe to.",
          params: z.object({ token: z.string() }),
        },
      },
      async (request, reply) => {
        const text = await feed.renderFeed(deps, request.params.token);
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('cache-control', 'private, max-age=300')
          .send(text);
      },
    );
  };
}
