import type { OAuthProviderId } from '@kairos/db/schema';
import { z } from 'zod';

/**
 * The OAuth 2 apps Kairos signs in with, one per provider, from the environment. A provider
 * without a client id and secret is not offered (no connect button, 409 OAUTH_NOT_CONFIGURED).
 * Every address has the provider's public one as default; tests aim them at local fakes.
 */
export interface OAuthProviderConfig {
  clientId: string | undefined;
  clientSecret: string | undefined;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string | undefined;
  /** The provider's REST API base (Calendar v3, Graph v1.0, Zoom v2). */
  apiUrl: string;
}
export type OAuthConfig = Record<OAuthProviderId, OAuthProviderConfig>;

/** A loopback address (127.0.0.0/8, ::1, localhost): a request to it never leaves the machine. */
export function isLoopbackUrl(text: string): boolean {
  const host = URL.parse(text)?.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host ?? '');
}

// Tokens and the client secret travel to these addresses, so they must be https; plain http is
// accepted on loopback alone, where the tests and a developer's local fakes listen.
const url = (example: string) =>
  z.url({ message: `must be an absolute URL such as ${example}` }).refine(
    // An address that is not one at all is reported by the check above alone.
    (value) => !URL.canParse(value) || value.startsWith('https://') || isLoopbackUrl(value),
    'must be an https:// address (plain http only on 127.0.0.1 or localhost)',
  );

const DEFAULTS = {
  GOOGLE_AUTHORIZE_URL: 'https://accounts.google.com/o/oauth2/v2/auth',
  GOOGLE_TOKEN_URL: 'https://oauth2.googleapis.com/token',
  GOOGLE_REVOKE_URL: 'https://oauth2.googleapis.com/revoke',
  GOOGLE_CALENDAR_API_URL: 'https://www.googleapis.com/calendar/v3',
  MICROSOFT_AUTHORIZE_URL: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
  MICROSOFT_TOKEN_URL: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
  MICROSOFT_GRAPH_API_URL: 'https://graph.microsoft.com/v1.0',
  ZOOM_AUTHORIZE_URL: 'https://zoom.us/oauth/authorize',
  ZOOM_TOKEN_URL: 'https://zoom.us/oauth/token',
  ZOOM_REVOKE_URL: 'https://zoom.us/oauth/revoke',
  ZOOM_API_URL: 'https://api.zoom.us/v2',
} as const;

/** The variables, merged into the server's environment schema (config.ts). */
export const OAuthEnvShape = {
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZE_URL: url(DEFAULTS.GOOGLE_AUTHORIZE_URL).default(DEFAULTS.GOOGLE_AUTHORIZE_URL),
  GOOGLE_TOKEN_URL: url(DEFAULTS.GOOGLE_TOKEN_URL).default(DEFAULTS.GOOGLE_TOKEN_URL),
  GOOGLE_REVOKE_URL: url(DEFAULTS.GOOGLE_REVOKE_URL).default(DEFAULTS.GOOGLE_REVOKE_URL),
  GOOGLE_CALENDAR_API_URL: url(DEFAULTS.GOOGLE_CALENDAR_API_URL).default(DEFAULTS.GOOGLE_CALENDAR_API_URL),
  MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  MICROSOFT_AUTHORIZE_URL: url(DEFAULTS.MICROSOFT_AUTHORIZE_URL).default(DEFAULTS.MICROSOFT_AUTHORIZE_URL),
  MICROSOFT_TOKEN_URL: url(DEFAULTS.MICROSOFT_TOKEN_URL).default(DEFAULTS.MICROSOFT_TOKEN_URL),
  MICROSOFT_GRAPH_API_URL: url(DEFAULTS.MICROSOFT_GRAPH_API_URL).default(DEFAULTS.MICROSOFT_GRAPH_API_URL),
  ZOOM_CLIENT_ID: z.string().min(1).optional(),
  ZOOM_CLIENT_SECRET: z.string().min(1).optional(),
  ZOOM_AUTHORIZE_URL: url(DEFAULTS.ZOOM_AUTHORIZE_URL).default(DEFAULTS.ZOOM_AUTHORIZE_URL),
  ZOOM_TOKEN_URL: url(DEFAULTS.ZOOM_TOKEN_URL).default(DEFAULTS.ZOOM_TOKEN_URL),
  ZOOM_REVOKE_URL: url(DEFAULTS.ZOOM_REVOKE_URL).default(DEFAULTS.ZOOM_REVOKE_URL),
  ZOOM_API_URL: url(DEFAULTS.ZOOM_API_URL).default(DEFAULTS.ZOOM_API_URL),
};

type OAuthEnv = z.infer<z.ZodObject<typeof OAuthEnvShape>>;

const trim = (value: string) => value.replace(/\/$/, '');

export function oauthConfigFrom(e: OAuthEnv): OAuthConfig {
  return {
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      authorizeUrl: e.GOOGLE_AUTHORIZE_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
      revokeUrl: e.GOOGLE_REVOKE_URL,
      apiUrl: trim(e.GOOGLE_CALENDAR_API_URL),
    },
    microsoft: {
      clientId: e.MICROSOFT_CLIENT_ID,
      clientSecret: e.MICROSOFT_CLIENT_SECRET,
      authorizeUrl: e.MICROSOFT_AUTHORIZE_URL,
      tokenUrl: e.MICROSOFT_TOKEN_URL,
      // The Microsoft identity platform has no revocation endpoint for a single grant.
      revokeUrl: undefined,
      apiUrl: trim(e.MICROSOFT_GRAPH_API_URL),
    },
    zoom: {
      clientId: e.ZOOM_CLIENT_ID,
      clientSecret: e.ZOOM_CLIENT_SECRET,
      authorizeUrl: e.ZOOM_AUTHORIZE_URL,
      tokenUrl: e.ZOOM_TOKEN_URL,
      revokeUrl: e.ZOOM_REVOKE_URL,
      apiUrl: trim(e.ZOOM_API_URL),
    },
  };
}

/** The public defaults, for a config built without the environment (tests). */
export const DEFAULT_OAUTH_CONFIG: OAuthConfig = oauthConfigFrom(z.object(OAuthEnvShape).parse({}));
