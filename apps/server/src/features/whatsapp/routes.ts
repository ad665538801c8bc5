import {
  WhatsappChannelBodySchema,
  WhatsappChannelResponseSchema,
  WhatsappChannelSchema,
} from '@kairos/core/notifications/whatsapp-channel-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as service from './service.ts';

/** The workspace's WhatsApp Business channel, used by events' WhatsApp notifications. */
export function whatsappRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/whatsapp/channel',
      {
        config: { access: { area: 'integrations', action: 'view' } },
        schema: {
          tags: ['Integrations'],
          description:
            "The workspace's WhatsApp Business channel, or null when none is set up. The token is never returned.",
          response: { 200: WhatsappChannelResponseSchema },
        },
      },
      async (request) => ({ channel: await service.getChannel(deps, authOf(request).appId) }),
    );

    app.put(
      '/whatsapp/channel',
      {
        config: { access: { area: 'integrations', action: 'edit' } },
        schema: {
          tags: ['Integrations'],
          description:
            'Sets up or changes the WhatsApp Business channel: the phone number id, the account id and a ' +
            'permanent access token (leave it out to keep the stored one).',
          body: WhatsappChannelBodySchema,
          response: { 200: z.object({ channel: WhatsappChannelSchema }) },
        },
      },
      async (request) => ({ channel: await service.saveChannel(deps, authOf(request).appId, request.body) }),
    );

    app.delete(
      '/whatsapp/channel',
      {
        config: { access: { area: 'integrations', action: 'delete' } },
        schema: {
          tags: ['Integrations'],
          description: 'Removes the WhatsApp channel; WhatsApp notifications stop until one is set up again.',
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) => {
        await service.removeChannel(deps, authOf(request).appId);
        return { deleted: true as const };
      },
    );
  };
}
