import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { readiness } from './service.ts';

const tags = ['Health'];
const Check = z.string().describe('"ok", or what is wrong');
const ReadinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({ database: Check, migrations: Check, jobs: Check }),
});

/** Probes for load balancers and orchestrators, outside the API prefix. */
export function healthRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'Liveness: 200 while the process runs and answers HTTP. It touches nothing else, so a database outage ' +
            'does not get a healthy process restarted.',
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      '/ready',
      {
        config: { access: 'public' },
        schema: {
          tags,
          description:
            'Readiness: 200 when the database answers, every migration is applied and the job workers run; ' +
            'otherwise 503 naming the failing check. While the process shuts down it answers 503.',
          response: { 200: ReadinessSchema, 503: ReadinessSchema },
        },
      },
      async (_request, reply) => {
        const result = await readiness(deps);
        return reply
          .code(result.ready ? 200 : 503)
          .header('cache-control', 'no-store')
          .send({ status: result.ready ? 'ready' : 'not ready', checks: result.checks });
      },
    );
  };
}
