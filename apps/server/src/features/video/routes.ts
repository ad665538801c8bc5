import { VIDEO_ACCOUNT_PROVIDERS, VideoConnectionsResponseSchema } from '@kairos/core/video/video-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { disconnectVideo, listVideoConnections } from './connections.ts';

const tags = ['Video'];

/** The caller's own video accounts; connecting one goes through `POST /oauth/zoom-video/authorize`. */
export function videoRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/video-connections',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description:
            "The caller's connected video accounts (Zoom) with their state, and the providers this server can " +
            'connect (`available`: Zoom needs ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET). Tokens are never returned.',
          response: { 200: VideoConnectionsResponseSchema },
        },
      },
      async (request) => listVideoConnections(deps, authOf(request).agentId),
    );

    app.delete(
      '/video-connections/:provider',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description:
            "Disconnects the caller's account (its sign-in is revoked at the provider). Meetings already made keep " +
            'their links; new bookings in that mode get none until it is connected again.',
          params: z.object({ provider: z.enum(VIDEO_ACCOUNT_PROVIDERS) }),
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await disconnectVideo(deps, authOf(request).agentId);
        return reply.status(204).send(null);
      },
    );
  };
}
