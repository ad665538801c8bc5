import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '@kairos/core/errors';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

/** How long browsers and proxies keep `/embed.js` (the versioned `assets/embed-*.js` is immutable). */
export const EMBED_SCRIPT_MAX_AGE_SECONDS = 300;

interface WebAppOptions {
  /** The public bookings domain's origin; the page sends tracking events only from there. */
  bookingsOrigin?: string | undefined;
  /** The object storage's origin, where the dashboard uploads files and shows them from. */
  storageOrigin?: string | undefined;
  /** Whether the app has a page at a path (an existing access link, event…); else 404 with the app. */
  hasPage?: (path: string) => Promise<boolean>;
}

/** index.html with the bookings origin in a meta tag the page reads at start-up. */
export function withBookingsOrigin(html: string, origin: string | undefined): string {
  if (!origin) return html;
  const safe = origin.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return html.replace('</head>', `<meta name="kairos-bookings-origin" content="${safe}" />\n  </head>`);
}

/** The first path segments of the pages only a host or a would-be host uses (dashboard, sign-in, account mail links). */
const HOST_PAGE_ROOTS = new Set([
  'app',
  'login',
  'signup',
  'invite',
  'forgot-password',
  'reset-password',
  'confirm-email',
]);

/**
 * The security headers of one HTML page. The dashboard and the sign-in pages may not be framed by
 * anyone (clickjacking) and run only the app's own scripts, with no inline script. Booking pages
 * stay framable by any site, which is what the embed is, and may load what the host configured
 * (tracking scripts, a payment provider's checkout), so their policy only shuts plug-ins and a
 * foreign `<base>` out.
 */
export function pageSecurityHeaders(
  path: string,
  origins: Pick<WebAppOptions, 'bookingsOrigin' | 'storageOrigin'> = {},
): Record<string, string> {
  const root = path.split('/')[1] ?? '';
  if (!HOST_PAGE_ROOTS.has(root)) {
    return { 'content-security-policy': "object-src 'none'; base-uri 'self'; frame-ancestors *" };
  }
  const storage = origins.storageOrigin ? ` ${origins.storageOrigin}` : '';
  const bookings = origins.bookingsOrigin ? ` ${origins.bookingsOrigin}` : '';
  const policy = [
    "default-src 'self'",
    // Zod compiles its parsers with new Function (it works without, much more slowly): eval, never inline script.
    "script-src 'self' 'unsafe-eval'",
    // Toasts and a few widgets write <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${storage}`,
    "font-src 'self' data:",
    `connect-src 'self'${storage}`,
    // The embed builder previews the booking page in a frame.
    `frame-src 'self'${bookings}`,
    `form-action 'self'${storage}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { 'content-security-policy': policy, 'x-frame-options': 'DENY' };
}

/**
 * Serves the built web app: hashed assets with a long cache, `/embed.js` with a short one, and
 * index.html for every other non-API path so the client router decides. Where `hasPage` says there
 * is no page (an unknown access link, event or path), index.html still goes out, so the app shows
 * its not-found page, but with status 404 for crawlers and monitors; a missing built file is a
 * plain 404.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: WebAppOptions = {},
): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (path.endsWith('/embed.js')) {
          res.header('cache-control', `public, max-age=${EMBED_SCRIPT_MAX_AGE_SECONDS}`);
        }
      },
    });
  }
  const indexHtml = hasBuild
    ? withBookingsOrigin(readFileSync(indexFile, 'utf8'), options.bookingsOrigin)
    : undefined;

  const hasPage = options.hasPage ?? (async () => true);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || request.method !== 'GET') {
      return sendError(reply, new AppError('ROUTE_NOT_FOUND', `No API route ${request.method} ${path}`));
    }
    if (!indexHtml) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    // Built files live under /assets/ or at the top (favicon.ico, robots.txt); access links have no dot.
    if (path.startsWith('/assets/') || /^\/[^/]*\.[^/]*$/.test(path)) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const status = (await hasPage(path)) ? 200 : 404;
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .headers(pageSecurityHeaders(path, options))
      .send(indexHtml);
  });
}
