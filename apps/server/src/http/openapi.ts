import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { webhookDocs } from '../features/webhooks/openapi.ts';

export const OPENAPI_PATH = '/api/openapi.json';

/** The OpenAPI document, generated from the routes' zod schemas, and its reference page. */
export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kairos API',
        description:
          'Scheduling and bookings. Bookings API under /api/v1/bookings, accounts under /api/v1/user. ' +
          'Errors are JSON `{ error, code, issues? }`. State-changing requests made with a session must echo ' +
          'the XSRF-TOKEN cookie in the X-XSRF-TOKEN header.',
        version: '0.1.0',
      },
      servers: [{ url: publicUrl }],
      webhooks: webhookDocs() as never,
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'kairos_session' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
