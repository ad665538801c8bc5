import {
  CancelBodySchema,
  CancelResponseSchema,
  RescheduleBodySchema,
  RescheduleResponseSchema,
} from '@kairos/core/bookings/meeting-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { cancelBooking } from './cancel.ts';
import { rescheduleBooking } from './reschedule.ts';

const tags = ['Booking'];

/** The attendee's own changes to a booking, by the attendee id in their links (no login). */
export function bookingChangeRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      '/meet/reschedule',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'Moves the attendee’s booking under the same locks and slot re-check as a booking. Refused with 403 ' +
            'RESCHEDULE_NOT_ALLOWED, 409 RESCHEDULE_LIMIT_EXCEED, 410 LINK_HAS_EXPIRED (later than start − ' +
            '`linkExpireAfterMinutes`), 409 MEETING_CANCELLED, 409 MEETING_PAST, or the booking’s slot refusals. ' +
            'The emails go out as a job: poll `GET /meet/queue-event/status/{queueId}`.',
          body: RescheduleBodySchema,
          response: { 200: RescheduleResponseSchema },
        },
      },
      async (request) => rescheduleBooking(deps, request.body),
    );

    app.patch(
      '/meet/cancel',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'Cancels the attendee’s booking (only their seats in a GROUP meeting others still attend). Refused ' +
            'with 403 CANCEL_NOT_ALLOWED, 410 LINK_HAS_EXPIRED, 409 MEETING_CANCELLED or 409 MEETING_PAST.',
          body: CancelBodySchema,
          response: { 200: CancelResponseSchema },
        },
      },
      async (request) => cancelBooking(deps, request.body),
    );
  };
}
