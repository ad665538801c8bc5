import {
  MailchimpConnectionBodySchema,
  MailchimpConnectionResponseSchema,
  MailchimpConnectionSchema,
} from '@kairos/core/apps/mailchimp-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as service from './service.ts';

/** The mailing-list app: the workspace's Mailchimp audience. */
export function mailchimpRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/apps/mailchimp',
      {
        config: { access: { area: 'integrations', action: 'view' } },
        schema: {
          tags: ['Integrations'],
          description: 'The Mailchimp connection, or null. The API key is never returned.',
          response: { 200: MailchimpConnectionResponseSchema },
        },
      },
      async (request) => ({ connection: await service.getConnection(deps, authOf(request).appId) }),
    );

    app.put(
      '/apps/mailchimp',
      {
        config: { access: { area: 'integrations', action: 'edit' } },
        schema: {
          tags: ['Integrations'],
          description:
            'Connects or changes Mailchimp: the API key (leave it out to keep the stored one), the audience, its tags, ' +
            'and the booking question whose answer gives consent. Attendees who consent are added when a booking is ' +
            'made or confirmed; people who unsubscribed are never subscribed again. Mailchimp is asked for the audience ' +
            'first: a refused key, an unknown audience or no answer is 422 MAILING_LIST_UNREACHABLE and saves nothing.',
          body: MailchimpConnectionBodySchema,
          response: { 200: z.object({ connection: MailchimpConnectionSchema }) },
        },
      },
      async (request) => ({
        connection: await service.saveConnection(deps, authOf(request).appId, request.body),
      }),
    );

    app.delete(
      '/apps/mailchimp',
      {
        config: { access: { area: 'integrations', action: 'delete' } },
        schema: {
          tags: ['Integrations'],
          description: 'Disconnects Mailchimp and deletes the stored API key.',
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) => {
        await service.removeConnection(deps, authOf(request).appId);
        return { deleted: true as const };
      },
    );
  };
}
