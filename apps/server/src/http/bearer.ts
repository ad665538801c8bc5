import type { FastifyRequest } from 'fastify';

/**
 * The token of an `Authorization: Bearer …` header, or undefined. Other schemes are left alone:
 * a proxy's Basic authentication in front of the app does not stand in the way of sessions.
 */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^\s*Bearer(?:\s+(.*))?$/is.exec(header);
  return match ? (match[1] ?? '').trim() : undefined;
}

/**
 * Whether the request is authorised by an API token rather than by a session: it carries a bearer
 * token and its route needs a caller. Such a request uses no cookie, so it needs no XSRF echo (a
 * page on another site cannot add an Authorization header to a request made with the user's cookies).
 */
export function usesApiToken(request: FastifyRequest): boolean {
  const access = request.routeOptions.config?.access;
  return access !== undefined && access !== 'public' && bearerTokenOf(request) !== undefined;
}
