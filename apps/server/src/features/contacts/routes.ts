import { ContactBlockBodySchema, ContactSchema } from '@kairos/core/contacts/contact-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as service from './service.ts';

/** Contacts (spec section 7, "Attendee and contacts"). */
export function contactRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact/block/status',
      {
        config: { access: { area: 'contacts', action: 'edit' } },
        schema: {
          tags: ['Contacts'],
          description:
            'Blocks (status BLOCKED, with the message shown to the visitor) or unblocks (ACTIVE) contacts, by id or ' +
            'by address; an address not yet in the contacts is added. A blocked contact cannot book.',
          body: ContactBlockBodySchema,
          response: { 200: z.object({ contacts: z.array(ContactSchema) }) },
        },
      },
      async (request) => ({ contacts: await service.setBlockStatus(deps, authOf(request), request.body) }),
    );
  };
}
