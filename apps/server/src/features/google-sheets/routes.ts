import {
  GoogleSheetsConnectionBodySchema,
  GoogleSheetsConnectionSchema,
  GoogleSheetsStateSchema,
} from '@kairos/core/apps/google-sheets-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as service from './service.ts';

/** The spreadsheet app: the workspace's Google Sheet of bookings and routing form responses. */
export function googleSheetsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/apps/google-sheets',
      {
        config: { access: { area: 'integrations', action: 'view' } },
        schema: {
          tags: ['Integrations'],
          description:
            'The Google Sheets connection (or null), whether the caller has signed in to Google for it ' +
            '(`POST /oauth/google-sheets/authorize`), and whether this server can sign in to Google at all.',
          response: { 200: GoogleSheetsStateSchema },
        },
      },
      async (request) => service.getState(deps, authOf(request)),
    );

    app.put(
      '/apps/google-sheets',
      {
        config: { access: { area: 'integrations', action: 'edit' } },
        schema: {
          tags: ['Integrations'],
          description:
            'Connects or changes the spreadsheet (its address or ID), the sheet for bookings and its columns, and ' +
            'optionally a sheet for routing form responses. Writes the header row of each sheet with the ' +
            "caller's Google sign-in (or the one already used): 422 SPREADSHEET_UNREACHABLE with the field when " +
            'Google refuses. Then each booking gets a row (one per attendee), updated when it is rescheduled, ' +
            'cancelled, confirmed, rejected or marked a no-show.',
          body: GoogleSheetsConnectionBodySchema,
          response: { 200: z.object({ connection: GoogleSheetsConnectionSchema }) },
        },
      },
      async (request) => ({
        connection: await service.saveConnection(deps, authOf(request), request.body),
      }),
    );

    app.delete(
      '/apps/google-sheets',
      {
        config: { access: { area: 'integrations', action: 'delete' } },
        schema: {
          tags: ['Integrations'],
          description:
            'Disconnects the spreadsheet and revokes the Google sign-in it wrote with. The sheet is kept.',
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
