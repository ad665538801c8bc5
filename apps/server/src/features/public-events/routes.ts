import { PublicEventListSchema, PublicEventPageSchema } from '@kairos/core/events/public-event-schema';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import * as service from './service.ts';

const tags = ['Public pages'];
const accessLink = z.string().min(1).max(100);

/** A former access link: 308 to the same path under the current one (see docs/decisions). */
const MovedSchema = z.object({ redirectTo: z.string() });

function redirect(reply: FastifyReply, accessLink: string, location: string) {
  return reply.code(308).header('location', location).send({ redirectTo: accessLink });
}

function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
}

/** `/api/v1/bookings/website/…`: what visitors read, without a session. */
export function publicEventRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/website/events/:accessLink',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            "The public listing of an access link (any case): its ACTIVE, non-private events; a team's link lists the team's. A former workspace link answers 308 to the current one.",
          params: z.object({ accessLink }),
          response: { 200: PublicEventListSchema, 308: MovedSchema },
        },
      },
      async (request, reply) => {
        const found = await service.listPublicEvents(deps, request.params.accessLink);
        if (found instanceof service.MovedAccessLink) {
          return redirect(reply, found.accessLink, `/api/v1/bookings/website/events/${found.accessLink}`);
        }
        return found;
      },
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
          response: { 200: PublicEventPageSchema, 308: MovedSchema },
        },
      },
      async (request, reply) => {
        const { accessLink: link, slug } = request.params;
        const found = await service.getPublicEvent(deps, link, slug, request.query.responseId);
        if (found instanceof service.MovedAccessLink) {
          const path = `/api/v1/bookings/website/event/${found.accessLink}/${encodeURIComponent(slug)}`;
          return redirect(reply, found.accessLink, path + queryOf(request.url));
        }
        return found;
      },
    );
  };
}
