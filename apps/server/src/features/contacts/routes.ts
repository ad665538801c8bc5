import {
  AttendeeUtmsQuerySchema,
  AttendeeUtmsResponseSchema,
  ContactCreateBodySchema,
  ContactDeleteBodySchema,
  ContactDeleteResponseSchema,
  ContactListQuerySchema,
  ContactListResponseSchema,
  ContactResponseSchema,
  ContactTagListResponseSchema,
  ContactUpdateBodySchema,
} from '@kairos/core/contacts/contact-list-schema';
import { ContactBlockBodySchema, ContactSchema } from '@kairos/core/contacts/contact-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as service from './service.ts';

/** Contacts (spec section 7, "Attendee and contacts"). */
const tags = ['Contacts'];

export function contactRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/contact/list',
      {
        config: { access: { area: 'contacts', action: 'view' } },
        schema: {
          tags,
          description:
            'The workspace’s contacts, 50 a page (1-based `page`), newest first. `q` matches name or email; `ids` ' +
            'and `tags` are comma-separated (`tags`: any of them); `attendee` is an address. `meetings` counts the ' +
            'meetings booked under the contact’s address.',
          querystring: ContactListQuerySchema,
          response: { 200: ContactListResponseSchema },
        },
      },
      async (request) => service.listContacts(deps, authOf(request), request.query),
    );

    app.get(
      '/contact/tag/list',
      {
        config: { access: { area: 'contacts', action: 'view' } },
        schema: {
          tags,
          description: 'Every tag of the workspace’s contacts, sorted.',
          response: { 200: ContactTagListResponseSchema },
        },
      },
      async (request) => ({ tags: await service.listTags(deps, authOf(request)) }),
    );

    app.post(
      '/contact',
      {
        config: { access: { area: 'contacts', action: 'create' } },
        schema: {
          tags,
          description: 'Adds a contact by hand. An address already in the contacts answers 409 CONFLICT.',
          body: ContactCreateBodySchema,
          response: { 201: ContactResponseSchema },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ contact: await service.createContact(deps, authOf(request), request.body) }),
    );

    app.patch(
      '/contact',
      {
        config: { access: { area: 'contacts', action: 'edit' } },
        schema: {
          tags,
          description:
            'Changes the given fields of the contact `_id`; an address another contact has is 409 CONFLICT.',
          body: ContactUpdateBodySchema,
          response: { 200: ContactResponseSchema },
        },
      },
      async (request) => ({ contact: await service.updateContact(deps, authOf(request), request.body) }),
    );

    app.post(
      '/contact/delete',
      {
        config: { access: { area: 'contacts', action: 'delete' } },
        schema: {
          tags,
          description:
            'Deletes contacts; `confirmDelete` must be true. With `deleteToo`, their attendee records go too, and ' +
            'any meeting left without attendees is deleted (freeing its time), all in one transaction.',
          body: ContactDeleteBodySchema,
          response: { 200: ContactDeleteResponseSchema },
        },
      },
      async (request) => service.deleteContacts(deps, authOf(request), request.body),
    );

    app.get(
      '/attendee/agent/utms',
      {
        config: { access: { area: 'contacts', action: 'view' } },
        schema: {
          tags,
          description:
            'The UTM parameters of each booking of a contact (by `contactId` or `emailId`), newest first.',
          querystring: AttendeeUtmsQuerySchema,
          response: { 200: AttendeeUtmsResponseSchema },
        },
      },
      async (request) => service.attendeeUtms(deps, authOf(request), request.query),
    );

    app.post(
      '/contact/block/status',
      {
        config: { access: { area: 'contacts', action: 'edit' } },
        schema: {
          tags,
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
