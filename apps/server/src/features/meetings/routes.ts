import {
  AgentCancelBodySchema,
  AgentRescheduleBodySchema,
  ConfirmBookingBodySchema,
  ConfirmBookingResponseSchema,
  MeetingStatusResponseSchema,
} from '@kairos/core/bookings/meeting-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { agentCancel, agentReschedule } from './agent-changes.ts';
import * as service from './service.ts';

const tags = ['Meetings admin'];

/** The host's actions on bookings (spec section 7, "Meetings admin"). */
export function meetingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/meet/agent/confirm-booking',
      {
        config: { access: { area: 'calendar', action: 'edit' } },
        schema: {
          tags,
          description:
            'Confirms or rejects a booking awaiting the host (ACTION_REQUIRED). Only its organizer or hosts ' +
            '(or an admin) may: else 403 CAN_NOT_EDIT_MEET. The attendee is emailed the decision.',
          body: ConfirmBookingBodySchema,
          response: { 200: ConfirmBookingResponseSchema },
        },
      },
      async (request) => service.decideBooking(deps, authOf(request), request.body),
    );

    app.patch(
      '/meet/agent/reschedule',
      {
        config: { access: { area: 'calendar', action: 'edit' } },
        schema: {
          tags,
          description:
            'Moves the whole meeting (every attendee) to a new time, under the same locks and slot re-check as a ' +
            'booking. Only its organizer or hosts (or an admin) may: else 403 CAN_NOT_EDIT_MEET. Attendees, guests ' +
            'and hosts get the updated invitation (same UID, SEQUENCE raised).',
          body: AgentRescheduleBodySchema,
          response: { 200: MeetingStatusResponseSchema },
        },
      },
      async (request) => agentReschedule(deps, authOf(request), request.body),
    );

    app.patch(
      '/meet/agent/cancel',
      {
        config: { access: { area: 'calendar', action: 'edit' } },
        schema: {
          tags,
          description:
            'Cancels the meeting for everyone and frees its slot. With `requestReschedule`, each attendee is ' +
            'also emailed a link to book again with their name and email filled in.',
          body: AgentCancelBodySchema,
          response: { 200: MeetingStatusResponseSchema },
        },
      },
      async (request) => agentCancel(deps, authOf(request), request.body),
    );
  };
}
