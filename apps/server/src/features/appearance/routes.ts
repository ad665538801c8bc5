import {
  AppearanceLookupSchema,
  EffectiveAppearanceSchema,
  WorkspaceAppearancePatchSchema,
  WorkspaceAppearanceSchema,
} from '@kairos/core/appearance/appearance-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as service from './service.ts';

const tags = ['Appearance'];

/** `/api/v1/bookings`: workspace branding and the effective look of public pages (see packages/core/src/appearance/appearance-schema.ts). */
export function appearanceRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/appearance',
      {
        config: { access: { area: 'appearance', action: 'view' } },
        schema: { tags, response: { 200: WorkspaceAppearanceSchema } },
      },
      async (request) => service.getAppearance(deps, authOf(request)),
    );

    app.patch(
      '/appearance',
      {
        config: { access: { area: 'appearance', action: 'edit' } },
        schema: {
          tags,
          description:
            'Changes the workspace’s branding. The logo is the `fileUrl` of an image the workspace uploaded ' +
            'with module APPEARANCE; any other address is 400 VALIDATION_ERROR on `companyBranding.logo`.',
          body: WorkspaceAppearancePatchSchema,
          response: { 200: WorkspaceAppearanceSchema },
        },
      },
      async (request) => service.updateAppearance(deps, authOf(request), request.body),
    );

    app.post(
      '/website/event/appearance',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'The effective appearance of a public page, by share link, access link (and slug) or appId (and slug).',
          body: AppearanceLookupSchema,
          response: { 200: EffectiveAppearanceSchema },
        },
      },
      async (request) => service.lookupAppearance(deps, request.body),
    );
  };
}
