import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@kairos/core/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { usesApiToken } from './bearer.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The request is authorised by a signature in its own body, not by the session (no XSRF echo). */
    signedForm?: boolean;
    /** A public page's beacon: it acts for no one and cannot set headers (`navigator.sendBeacon`). */
    beacon?: boolean;
  }
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The anti-forgery token of one session: a keyed digest of its session token, so that only a page
 * that can read this session's cookies can know it, and a pair the client made up (`abc`/`abc`)
 * is worth nothing.
 */
export function xsrfTokenFor(secret: string, sessionToken: string): string {
  return createHmac('sha256', secret).update(`xsrf:${sessionToken}`).digest('base64url');
}

export function setXsrfCookie(reply: FastifyReply, value: string, secure: boolean): void {
  reply.setCookie(XSRF_COOKIE, value, { path: '/', sameSite: 'lax', secure, httpOnly: false });
}

/**
 * Anti-forgery for cookie sessions: the server hands out a readable `XSRF-TOKEN` cookie bound to
 * the session, and every state-changing request that carries a session must echo that token in
 * `X-XSRF-TOKEN`. A browser without a session gets a random cookie (nothing of its is checked); a
 * session whose cookie holds another value gets the right one with the answer, so a client that
 * was refused can read it and try once more. Requests made with an API token (`Authorization:
 * Bearer`) to a route that needs a caller are not checked: they do not use the session.
 */
export function registerXsrf(app: FastifyInstance, options: { secure: boolean; secret: string }): void {
  app.addHook('onRequest', async (request, reply) => {
    // A request made with an API token is authorised by its header alone: no cookie is read or set.
    if (usesApiToken(request)) return;
    const cookie = request.cookies[XSRF_COOKIE];
    const session = request.cookies[SESSION_COOKIE];
    const expected = session ? xsrfTokenFor(options.secret, session) : undefined;
    if (expected ? cookie !== expected : !cookie) {
      setXsrfCookie(reply, expected ?? randomBytes(24).toString('base64url'), options.secure);
    }
    if (SAFE_METHODS.has(request.method) || !expected) return;
    // A route that carries its own signed capability (the upload form) needs no echo.
    if (request.routeOptions.config?.signedForm || request.routeOptions.config?.beacon) return;
    const header = request.headers[XSRF_HEADER];
    if (typeof header !== 'string' || !sameToken(expected, header)) throw new AppError('XSRF_TOKEN_INVALID');
  });
}
