import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '@kairos/core/errors';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors.ts';

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other
 * non-API path so the client router decides (it shows the not-found page itself).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : undefined;

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
