import { TRACKER_APPS } from '@kairos/core/share-links/share-link-schema';
import { TrackerAppBodySchema, TrackerAppListSchema } from '@kairos/core/trackers/tracker-apps-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as service from './service.ts';

const tags = ['Integrations'];

/** The social pixel and web analytics ids the public booking pages report their funnel to. */
export function trackerRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/tracker-apps',
      {
        config: { access: { area: 'integrations', action: 'view' } },
        schema: {
          tags,
          description:
            "The workspace's tracking ids: a Meta pixel (META_PIXEL) and a GA4 measurement id (GOOGLE_ANALYTICS).",
          response: { 200: TrackerAppListSchema },
        },
      },
      async (request) => ({ trackerApps: await service.listTrackerApps(deps, authOf(request).appId) }),
    );

    app.put(
      '/tracker-apps',
      {
        config: { access: { area: 'integrations', action: 'edit' } },
        schema: {
          tags,
          description:
            'Sets the id of one service (replacing the one before): a Meta pixel id is 6 to 20 digits, a GA4 ' +
            'measurement id looks like G-ABC123XYZ. Answers with every tracker.',
          body: TrackerAppBodySchema,
          response: { 200: TrackerAppListSchema },
        },
      },
      async (request) => ({
        trackerApps: await service.saveTrackerApp(deps, authOf(request).appId, request.body),
      }),
    );

    app.delete(
      '/tracker-apps/:appName',
      {
        config: { access: { area: 'integrations', action: 'delete' } },
        schema: {
          tags,
          description: 'Removes one tracker; its events stop at once. 404 NOT_FOUND when it is not set up.',
          params: z.object({ appName: z.enum(TRACKER_APPS) }),
          response: { 200: TrackerAppListSchema },
        },
      },
      async (request) => ({
        trackerApps: await service.removeTrackerApp(deps, authOf(request).appId, request.params.appName),
      }),
    );

    app.get(
      '/website/tracker-apps/:accessLink',
      {
        config: { access: 'public' },
        schema: {
          tags: ['Public pages'],
          description:
            'The tracking ids of the workspace behind an access link (a team link gives its workspace’s), for ' +
            'the public pages. 404 NOT_FOUND for an unknown link.',
          params: z.object({ accessLink: z.string().min(1).max(100) }),
          response: { 200: TrackerAppListSchema },
        },
      },
      async (request) => ({ trackerApps: await service.publicTrackerApps(deps, request.params.accessLink) }),
    );
  };
}
