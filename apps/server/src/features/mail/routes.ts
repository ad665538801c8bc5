import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { listOutbox } from './service.ts';

const OutboxMessageSchema = z.object({
  _id: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  ics: z.string().nullable(),
  kind: z.string(),
  meetingId: z.string().nullable(),
  transport: z.enum(['smtp', 'outbox']),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});

/** `GET /outbox`: the dev outbox (no SMTP_URL), for the workspace owner, without anyone's secrets. */
export function mailRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/outbox',
      {
        config: { access: { area: 'settings', action: 'view' } },
        schema: {
          tags: ['Email'],
          description:
            'The emails of the workspace, newest first, when the server has no SMTP_URL (otherwise 404 NOT_FOUND); ' +
            'only the workspace owner may read it (others 403 FORBIDDEN). Nothing meant for its recipient alone is ' +
            'shown: password reset, email change, invitation and verification code emails are a label only (the ' +
            'server console printed them), and the attendee’s part of reschedule and cancel links reads `[hidden]`.',
          querystring: z.object({
            to: z.string().max(254).optional(),
            limit: z.coerce.number().int().min(1).max(200).default(50),
          }),
          response: { 200: z.object({ messages: z.array(OutboxMessageSchema) }) },
        },
      },
      async (request) => ({ messages: await listOutbox(deps, authOf(request), request.query) }),
    );
  };
}
