import { BookQuerySchema, type BookResponse, BookResponseSchema } from '@kairos/core/bookings/book-schema';
import {
  AnyShareLinkCreateBodySchema,
  ResolvedAnyShareLinkSchema,
  ShareLinkBookBodySchema,
  ShareLinkCreatedSchema,
  ShareLinkListQuerySchema,
  ShareLinkListSchema,
  ShareLinkParamsSchema,
} from '@kairos/core/share-links/share-link-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { IDEMPOTENCY_NOTE, IdempotencyHeadersSchema, runIdempotent } from '../idempotency/service.ts';
import * as service from './service.ts';

const tags = ['Share link'];
const can = (action: 'view' | 'edit') => ({ access: { area: 'eventTypes' as const, action } });

/** Share links (spec section 7, "Share link"): hosts make and revoke them, visitors open and book them. */
export function shareLinkRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/share-link',
      {
        config: can('edit'),
        schema: {
          tags,
          description:
            'Makes a link to one of the workspace’s events (`eventId`) or routing forms (`formId`), opened at `url` (`/d/{link}`). `limit` 0 (the default) ' +
            'means unlimited; `expireAt` must be in the future; `preFill.disableChange` makes the visitor book as ' +
            'the pre-filled person.',
          body: AnyShareLinkCreateBodySchema,
          response: { 201: ShareLinkCreatedSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await service.createShareLink(deps, authOf(request), request.body)),
    );

    app.get(
      '/share-link',
      {
        config: can('view'),
        schema: {
          tags,
          description:
            'The workspace’s links, of one event when `eventId` is given, newest first, with their status.',
          querystring: ShareLinkListQuerySchema,
          response: { 200: ShareLinkListSchema },
        },
      },
      async (request) => service.listShareLinks(deps, authOf(request), request.query),
    );

    app.get(
      '/website/link/:link',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'The event (type EVENT) or routing form (type FORM, in `formInfo`) behind a link. 410 EXPIRED once `expireAt` has passed, 409 LIMIT_EXCEEDED when used up, ' +
            '404 NOT_FOUND when unknown, revoked, or its event is deleted or inactive.',
          params: ShareLinkParamsSchema,
          response: { 200: ResolvedAnyShareLinkSchema },
        },
      },
      async (request) => service.resolveShareLink(deps, request.params.link),
    );

    app.post(
      '/meet/book/share-link',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'Books the link’s event as `POST /meet/book` does and uses the link once, in the same transaction: ' +
            'a link with `limit` N gives exactly N bookings however many visitors race for it. A different ' +
            '`eventId`, or a name or email other than a locked pre-fill, answers 400. ' +
            IDEMPOTENCY_NOTE,
          querystring: BookQuerySchema,
          headers: IdempotencyHeadersSchema,
          body: ShareLinkBookBodySchema,
          response: { 202: BookResponseSchema },
        },
      },
      async (request, reply) => {
        const { body, query } = request;
        const answer = await runIdempotent(
          deps,
          'meet/book/share-link',
          request.headers['idempotency-key'],
          { body, query },
          202,
          (claim) =>
            service.bookThroughShareLink(
              deps,
              body,
              query,
              request.ip,
              claim,
              request.headers['accept-language'],
            ),
        );
        return reply.code(answer.status as 202).send(answer.body as BookResponse);
      },
    );

    app.delete(
      '/meet/cancel/share-link/:link',
      {
        config: can('edit'),
        schema: {
          tags,
          description:
            'Revokes a link: it answers 404 from then on. Meetings already booked through it stay.',
          params: ShareLinkParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await service.revokeShareLink(deps, authOf(request), request.params.link);
        return reply.code(204).send(null);
      },
    );
  };
}
