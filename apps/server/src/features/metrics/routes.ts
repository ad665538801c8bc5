import { AppError } from '@kairos/core/errors';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import { bearerTokenOf } from '../../http/bearer.ts';
import { BOOKING_ROUTES, createMetrics, isMetricsToken } from './service.ts';

export const METRICS_PATH = '/metrics';

/**
 * `GET /metrics` in the Prometheus text format, for a scrape carrying `Authorization: Bearer
 * $METRICS_TOKEN`. Without METRICS_TOKEN nothing is measured and the path answers 404.
 * Registered on the root instance, so its hooks see every request.
 */
export function registerMetrics(app: FastifyInstance, deps: Deps): void {
  const expected = deps.config.metricsToken;
  if (!expected) {
    app.get(METRICS_PATH, { schema: { hide: true } }, async () => {
      throw new AppError('NOT_FOUND', 'Metrics are turned off on this server; METRICS_TOKEN turns them on');
    });
    return;
  }
  const metrics = createMetrics(deps);

  app.addHook('onSend', async (request, reply, payload) => {
    const action = BOOKING_ROUTES[`${request.method} ${request.routeOptions.url}`];
    if (action) metrics.observeBooking(action, reply.statusCode, errorCodeOf(reply.statusCode, payload));
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!isMetricsToken(expected, bearerTokenOf(request))) {
      throw new AppError('UNAUTHORIZED', 'The metrics token is missing or wrong', {
        headers: { 'www-authenticate': 'Bearer realm="metrics"' },
      });
    }
    const text = await metrics.scrape();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}

/** The `code` of an error answer's JSON body (the answer is already serialised when it is sent). */
function errorCodeOf(status: number, payload: unknown): string | undefined {
  if (status < 400 || typeof payload !== 'string') return undefined;
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}
