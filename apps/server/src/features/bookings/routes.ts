import {
  BookBodySchema,
  BookQuerySchema,
  type BookResponse,
  BookResponseSchema,
  QueueStatusResponseSchema,
  VerificationCodeBodySchema,
} from '@kairos/core/bookings/book-schema';
import { AttendeeViewSchema } from '@kairos/core/bookings/meeting-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { sendVerificationCode } from '../email-verification/service.ts';
import { IDEMPOTENCY_NOTE, IdempotencyHeadersSchema, runIdempotent } from '../idempotency/service.ts';
import { getAttendeeView } from './attendee-view.ts';
import * as service from './service.ts';

const tags = ['Booking'];

/** The visitor's booking calls (spec section 7, "Booking"). */
export function bookingRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/meet/book',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'Books one slot. The slot is re-checked inside a transaction that locks the event’s hosts; a lost race ' +
            'answers 409 SLOT_IS_NOT_AVAILABLE. Side effects (invitation emails with .ics) run as a job: poll ' +
            '`GET /meet/queue-event/status/{queueId}`. ' +
            IDEMPOTENCY_NOTE,
          querystring: BookQuerySchema,
          headers: IdempotencyHeadersSchema,
          body: BookBodySchema,
          response: { 202: BookResponseSchema },
        },
      },
      async (request, reply) => {
        const { body, query } = request;
        const answer = await runIdempotent(
          deps,
          'meet/book',
          request.headers['idempotency-key'],
          { body, query },
          202,
          (claim) =>
            service.book(deps, body, query, request.ip, {
              acceptLanguage: request.headers['accept-language'],
              ...(claim ? { withinTransaction: claim } : {}),
            }),
        );
        return reply.code(answer.status as 202).send(answer.body as BookResponse);
      },
    );

    app.get(
      '/attendee/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description: 'One attendee’s own booking (by the id in their links), its meeting and event.',
          params: z.object({ id: z.string().max(64) }),
          response: { 200: AttendeeViewSchema },
        },
      },
      async (request) => getAttendeeView(deps, request.params.id),
    );

    app.get(
      '/meet/queue-event/status/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: z.object({ id: z.string().max(64) }),
          response: { 200: QueueStatusResponseSchema },
        },
      },
      async (request) => service.getQueueStatus(deps, request.params.id),
    );

    app.post(
      '/website/generate/email-verification-code',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'Emails a 6-digit code (valid 10 minutes, 5 tries). Rate limited per address and per IP.',
          body: VerificationCodeBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await sendVerificationCode(deps, request.body, request.ip);
        return reply.code(204).send(null);
      },
    );
  };
}
