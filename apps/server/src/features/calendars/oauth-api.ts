import type { OAuthProviderId } from '@kairos/db/schema';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { deleteGrant, oauthFetch, providerConfig } from '../oauth/service.ts';
import { CalendarAuthError, type CallOptions } from './provider.ts';

/**
 * What a Google or Microsoft calendar connection stores: only the id of its OAuth grant (the
 * tokens live sealed on the grant). Before use it is bound to the server, giving the provider
 * a bearer-token client for the API.
 */
export const OAuthCalendarCredentialsSchema = z.object({ grantId: z.string().min(1) });
export interface OAuthCalendarCredentials {
  grantId: string;
  api?: OAuthApi;
}

export interface OAuthApi {
  baseUrl: string;
  /** A JSON request to a path under the API base (or a whole address the API handed out). */
  request(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> } & CallOptions,
  ): Promise<Response>;
  /** Deletes the grant and asks the provider to revoke it. */
  forget(): Promise<void>;
}

export function bindOAuth(
  deps: Deps,
  provider: OAuthProviderId,
  credentials: OAuthCalendarCredentials,
): OAuthCalendarCredentials {
  const baseUrl = providerConfig(deps, provider).apiUrl;
  return {
    grantId: credentials.grantId,
    api: {
      baseUrl,
      request: (path, init = {}) =>
        oauthFetch(deps, credentials.grantId, /^https?:\/\//.test(path) ? path : `${baseUrl}${path}`, {
          ...(init.method ? { method: init.method } : {}),
          ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
          ...(init.headers ? { headers: init.headers } : {}),
          signal: init.signal,
        }),
      forget: () => deleteGrant(deps, credentials.grantId),
    },
  };
}

export function apiOf(credentials: OAuthCalendarCredentials): OAuthApi {
  if (!credentials.api) throw new Error('The calendar connection was not bound to the server');
  return credentials.api;
}

/**
 * Reads a JSON answer, or throws: a refusal the host must fix (401 after the token was refreshed,
 * 403) as CalendarAuthError, anything else (429 or 5xx after the retries) as a plain error.
 */
export async function expectJson<T>(response: Response, service: string): Promise<T> {
  if (response.ok) return (response.status === 204 ? {} : await response.json()) as T;
  return failure(response, service);
}

export async function failure(response: Response, service: string): Promise<never> {
  const text = await response.text().catch(() => '');
  if (response.status === 401)
    throw new CalendarAuthError(`${service} refused the access; connect the account again`);
  if (response.status === 403 && !/rateLimit/i.test(text))
    throw new CalendarAuthError(
      `${service} does not allow this; connect the account again with calendar access`,
    );
  throw new Error(`The ${service} API answered ${response.status}`);
}
