import type { FastifyReply } from 'fastify';
import type { Deps } from '../deps.ts';
import { SESSION_COOKIE } from './session-cookie.ts';
import { setXsrfCookie, xsrfTokenFor } from './xsrf.ts';

function secure(deps: Deps): boolean {
  return deps.config.publicUrl.startsWith('https://');
}

export function setSessionCookie(
  reply: FastifyReply,
  deps: Deps,
  session: { token: string; expiresAt: Date },
): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(deps),
    expires: session.expiresAt,
  });
  // The new session's anti-forgery token, so the client's next change needs no extra round trip.
  setXsrfCookie(reply, xsrfTokenFor(deps.config.sessionSecret, session.token), secure(deps));
}

export function clearSessionCookie(reply: FastifyReply, deps: Deps): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(deps) });
}
