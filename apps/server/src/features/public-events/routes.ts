import { PublicEventListSchema, PublicEventPageSchema } from '@kairos/core/events/public-event-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import * as service from './service.ts';

const tags = ['Public pages'];
const accessLink = z.string().min(1).max(100);

/** `/api/v1/bookings/website/…`: what visitors read, without a session. */
export function publicEventRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/website/events/:accessLink',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description: 'The public listing of an access link (any case): its ACTIVE, non-private events.',
          params: z.object({ accessLink }),
          response: { 200: PublicEventListSchema },
        },
      },
      async (request) => service.listPublicEvents(deps, request.params.accessLink),
    );

    app.get(
      '/website/event/:accessLink/:slug',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'One event by access link and slug; 404 NOT_FOUND when missing, inactive or deleted. With `responseId` ' +
            '(a routing form response of the same workspace), `prefill` gives the name and email from its NAME and ' +
            'EMAIL_ID answers.',
          params: z.object({ accessLink, slug: z.string().min(1).max(200) }),
          querystring: z.object({ responseId: z.string().max(64).optional() }),
          response: { 200: PublicEventPageSchema },
        },
      },
      async (request) =>
        service.getPublicEvent(
          deps,
          request.params.accessLink,
          request.params.slug,
          request.query.responseId,
        ),
    );
  };
}
