import { AppError } from '@kairos/core/errors';
import type { OAuthProviderId } from '@kairos/db/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { completeAuthorization, isConfigured, type OAuthUse, startAuthorization } from './service.ts';

const tags = ['OAuth'];
const OAUTH_PROVIDERS = ['google', 'microsoft', 'zoom'] as const satisfies readonly OAuthProviderId[];

/**
 * Connecting an account at Google, Microsoft or Zoom: the app asks for the consent address, the
 * browser goes there, and the provider sends it back to the callback with a code.
 */
export function oauthRoutes(deps: Deps, uses: readonly OAuthUse[]): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/oauth/uses',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description:
            'The accounts that can be connected on this server: a use is listed when its provider has a client id and secret configured.',
          response: {
            200: z.object({ uses: z.array(z.object({ id: z.string(), provider: z.enum(OAUTH_PROVIDERS) })) }),
          },
        },
      },
      async () => ({
        uses: uses
          .filter((u) => isConfigured(deps, u.provider))
          .map((u) => ({ id: u.id, provider: u.provider })),
      }),
    );

    app.post(
      '/oauth/:use/authorize',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description:
            "The provider's consent address for this use, with a sealed state bound to the caller and a PKCE challenge; " +
            'open it in the browser. 409 OAUTH_NOT_CONFIGURED when the provider has no client configured.',
          params: z.object({ use: z.string() }),
          body: z.object({ returnTo: z.string().max(200).optional() }).optional(),
          response: { 200: z.object({ url: z.string() }) },
        },
      },
      async (request) => {
        const use = uses.find((u) => u.id === request.params.use);
        if (!use) throw new AppError('NOT_FOUND', 'No such account type to connect');
        return { url: await startAuthorization(deps, use, authOf(request).agentId, request.body?.returnTo) };
      },
    );

    app.get(
      '/oauth/:provider/callback',
      {
        config: { access: 'session' },
        schema: {
          tags,
          description:
            "The redirect URI registered with the provider. Checks the state against the caller's session, exchanges " +
            'the code, stores the tokens encrypted and sends the browser back to the page it came from, with ' +
            '`connected=<use>` or `connectError=<message>`.',
          params: z.object({ provider: z.enum(OAUTH_PROVIDERS) }),
          querystring: z.object({
            code: z.string().max(4096).optional(),
            state: z.string().max(4096).optional(),
            error: z.string().max(200).optional(),
            iss: z
              .string()
              .max(200)
              .optional()
              .describe(
                'The issuer that sent the browser back (RFC 9207); Google names itself, and another issuer is refused',
              ),
          }),
          response: {
            303: z
              .null()
              .describe(
                'No body: `Location` is the page the connection started from, with `connected=<use>` or ' +
                  '`connectError=<message>`',
              ),
          },
        },
      },
      async (request, reply) => {
        const target = await completeAuthorization(
          deps,
          uses,
          authOf(request).agentId,
          request.params.provider,
          request.query,
        );
        return reply.redirect(target, 303);
      },
    );
  };
}
