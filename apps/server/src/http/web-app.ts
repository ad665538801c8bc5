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
  bookingsOrigin?: string;
}

/** index.html with the bookings origin in a meta tag the page reads at start-up. */
export function withBookingsOrigin(html: string, origin: string | undefined): string {
  if (!origin) return html;
  const safe = origin.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return html.replace('</head>', `<meta name="kairos-bookings-origin" content="${safe}" />\n  </head>`);
}

/**
 * Serves the built web app: hashed assets with a long cache, `/embed.js` with a short one, and
 * index.html for every other non-API path so the client router decides (it shows the not-found
 * page itself).
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

  app.setNotFoundHandler((request, reply) => {
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
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
