import type { FastifyReply } from 'fastify';
import type { Deps } from '../deps.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

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
}

export function clearSessionCookie(reply: FastifyReply, deps: Deps): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(deps) });
}
