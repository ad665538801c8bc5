import { ConfirmBookingBodySchema, ConfirmBookingResponseSchema } from '@kairos/core/bookings/meeting-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
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
  };
}
