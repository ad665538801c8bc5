import {
  AnalyticsExportQuerySchema,
  AnalyticsExportSchema,
  AnalyticsFiltersSchema,
  AnalyticsSummarySchema,
  ByEventTypeSchema,
  ByHostSchema,
  FunnelSchema,
  LeadTimeSchema,
  OverTimeQuerySchema,
  OverTimeSchema,
  PopularTimesSchema,
  RoutingOutcomesSchema,
  UtmBreakdownSchema,
} from '@kairos/core/analytics/analytics-schema';
import { FunnelBeaconSchema } from '@kairos/core/analytics/funnel';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { recordBeacon } from './funnel.ts';
import * as service from './service.ts';

const tags = ['Analytics'];
const access = { area: 'analytics', action: 'view' } as const;
const common =
  'Days (`from`, `to`, both included; by default the last 30 days, today included, and the next 30; at most ' +
  '366) are read in the caller’s time zone, and so are all buckets. Counts cover the meetings the caller may ' +
  'see in the bookings list (an agent: those they organize, host or co-host; a super-admin role or one with ' +
  'every calendar action: the workspace’s), filtered by event type, team (its event types) and host. 400 ' +
  'VALIDATION_ERROR for a range or id that cannot be one.';

/** The host's analytics (`/analytics/...`) and the public pages' funnel beacon. */
export function analyticsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/website/funnel-event',
      {
        config: { access: 'public', beacon: true },
        schema: {
          tags,
          description:
            'One tracking event from a public page (spec section 9’s names), sent with `navigator.sendBeacon`: ' +
            'the event, routing form or access link it happened on, an anonymous per-tab visitor id and the UTM ' +
            'source and campaign. 204 when stored; 404 for an unknown target; 429 past 600 a address in ten ' +
            'minutes. Bookings, cancellations, reschedules and routing form responses are recorded by the server ' +
            'itself: their reports are acknowledged and dropped.',
          body: FunnelBeaconSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await recordBeacon(deps, request.body, request.ip);
        return reply.code(204).send(null);
      },
    );

    const chart = <Q, R>(
      path: string,
      description: string,
      querystring: z.ZodType<Q>,
      response: z.ZodType<R>,
      handler: (auth: ReturnType<typeof authOf>, query: Q) => Promise<R>,
    ) =>
      app.get(
        `/analytics/${path}`,
        {
          config: { access },
          schema: { tags, description: `${description} ${common}`, querystring, response: { 200: response } },
        },
        // The generic helper hides the schema's types from Fastify; `response` still checks the answer.
        (async (request: FastifyRequest) => handler(authOf(request), request.query as Q)) as never,
      );

    chart(
      'summary',
      'The KPI cards: bookings created in the range; meetings starting in it and, as the booking lifecycle ' +
        'names their states, how many were held (completed or no-shows), are upcoming (not over, not ' +
        'cancelled), cancelled, rescheduled or pending; the range’s days up to today and from today on ' +
        '(`periods`); visitors of the public pages, those who reached a booking page and those of them who ' +
        'booked (`conversionRate`, at most 1), and the bookings visitors made; revenue per currency (paid, ' +
        'less refunds, in minor units).',
      AnalyticsFiltersSchema,
      AnalyticsSummarySchema,
      (auth, q) => service.summary(deps, auth, q),
    );
    chart(
      'bookings-over-time',
      'Meetings by the day, week (from Monday) or month they start in, every bucket of the range listed.',
      OverTimeQuerySchema,
      OverTimeSchema,
      (auth, q) => service.overTime(deps, auth, q),
    );
    chart('event-types', 'Meetings by event type.', AnalyticsFiltersSchema, ByEventTypeSchema, (auth, q) =>
      service.byEventType(deps, auth, q),
    );
    chart(
      'hosts',
      'Meetings by host, with each host’s share (round robin fairness).',
      AnalyticsFiltersSchema,
      ByHostSchema,
      (auth, q) => service.byHost(deps, auth, q),
    );
    chart(
      'popular-times',
      'Meetings by local weekday and hour of their start.',
      AnalyticsFiltersSchema,
      PopularTimesSchema,
      (auth, q) => service.popularTimes(deps, auth, q),
    );
    chart(
      'lead-time',
      'How long before their start meetings were booked, with the median.',
      AnalyticsFiltersSchema,
      LeadTimeSchema,
      (auth, q) => service.leadTime(deps, auth, q),
    );
    chart(
      'routing-forms',
      'Routing form responses of the range by form and matched rule, and how many went on to book. Empty for ' +
        'a role that may not view routing forms; the event type filter keeps the rules that send visitors to it.',
      AnalyticsFiltersSchema,
      RoutingOutcomesSchema,
      (auth, q) => service.routingOutcomes(deps, auth, q),
    );
    chart(
      'utm',
      'Visitors and their bookings by UTM source and campaign (the 100 busiest pairs).',
      AnalyticsFiltersSchema,
      UtmBreakdownSchema,
      (auth, q) => service.utmBreakdown(deps, auth, q),
    );
    chart(
      'funnel',
      'Each of the 25 tracking events: how often it happened and for how many visitors; and `paid`, the ' +
        'payments the summary’s revenue counts (paid or refunded, for the meetings starting in the range).',
      AnalyticsFiltersSchema,
      FunnelSchema,
      (auth, q) => service.funnel(deps, auth, q),
    );
    chart(
      'export',
      'One chart’s figures as CSV (`chart`), with days and hours in the caller’s zone; downloaded as a file.',
      AnalyticsExportQuerySchema,
      AnalyticsExportSchema,
      (auth, q) => service.exportChart(deps, auth, q),
    );
  };
}
