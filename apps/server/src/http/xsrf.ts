import { randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '@kairos/core/errors';
import type { FastifyInstance } from 'fastify';
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
 * Double-submit anti-forgery: the server hands out a readable `XSRF-TOKEN` cookie, and every
 * state-changing request that carries a session must echo it in `X-XSRF-TOKEN`.
 */
export function registerXsrf(app: FastifyInstance, options: { secure: boolean }): void {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: options.secure,
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || !request.cookies[SESSION_COOKIE]) return;
    // A route that carries its own signed capability (the upload form) needs no echo.
    if (request.routeOptions.config?.signedForm || request.routeOptions.config?.beacon) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new AppError('XSRF_TOKEN_INVALID');
    }
  });
}
