import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { scopeFor } from '@kairos/core/accounts/api-token-schema';
import { ERROR_CATALOGUE } from '@kairos/core/errors';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { webhookDocs } from '../features/webhooks/openapi.ts';
import type { Access } from './access.ts';

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
          'the XSRF-TOKEN cookie in the X-XSRF-TOKEN header. Scripts and integrations call the host routes ' +
          'with a personal API token instead (`Authorization: Bearer kairos_pat_…`, made under Settings, API ' +
          'tokens): no cookie and no XSRF echo, 600 requests a minute per token by default (429 with Retry-After ' +
          'past it). Each operation lists the scope a token needs (`area:read` or `area:write`); operations ' +
          'that list only the session refuse tokens (403 SESSION_REQUIRED).',
        version: '0.1.0',
      },
      servers: [{ url: publicUrl }],
      webhooks: webhookDocs() as never,
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'kairos_session' },
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'kairos_pat_…',
            description:
              'A personal API token. It acts as the member who made it, in their workspace, where both its ' +
              'scopes and their current role allow. Unknown, revoked or expired: 401 API_TOKEN_INVALID; ' +
              'without the scope an operation lists: 403 API_TOKEN_SCOPE_MISSING.',
          },
        },
      },
    },
    transform: withSecurity,
    transformObject: (input) => withErrorResponses(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}

/** Who may call an operation, from the access its route declares (http/access.ts). */
function securityOf(access: Access | undefined): Array<Record<string, string[]>> | undefined {
  if (access === undefined || access === 'public') return undefined;
  if (access === 'session') return [{ session: [] }];
  return [{ session: [] }, { apiToken: [scopeFor(access.area, access.action)] }];
}

const withSecurity: SwaggerTransform = (input) => {
  const output = jsonSchemaTransform(input as never);
  const security = securityOf(input.route.config?.access);
  if (security && output.schema && !('hide' in output.schema && output.schema.hide)) {
    output.schema = { ...output.schema, security } as typeof output.schema;
  }
  return output;
};

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The body of every error answer, as `AppError#toBody` writes it. */
const ERROR_SCHEMA = {
  type: 'object',
  description:
    'Every error answer. `code` is machine-readable (the error catalogue); `error` is a sentence for people; ' +
    '`issues` lists the fields at fault of a VALIDATION_ERROR.',
  properties: {
    error: { type: 'string' },
    code: { type: 'string', enum: Object.keys(ERROR_CATALOGUE) },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
        required: ['path', 'message'],
      },
    },
  },
  required: ['error', 'code'],
};

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/**
 * Adds the error answers every operation can give (bad input, no session, not allowed, not found,
 * a conflict, a limit; a provider or the database out of reach) where a route names none itself.
 */
function withErrorResponses<T>(document: T): T {
  const doc = document as {
    components?: { schemas?: Record<string, unknown> };
    paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  };
  doc.components ??= {};
  doc.components.schemas = { ...doc.components.schemas, Error: ERROR_SCHEMA };
  for (const item of Object.values(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      operation.responses ??= {};
      const responses = operation.responses;
      const codes = Object.keys(responses);
      if (!codes.some((c) => c.startsWith('4')))
        responses['4XX'] = errorResponse('The request was refused: `code` says why (see the Error schema)');
      if (!codes.some((c) => c.startsWith('5')))
        responses['5XX'] = errorResponse(
          'The server, the database or an outside service failed: INTERNAL_ERROR, SERVICE_UNAVAILABLE (with ' +
            'Retry-After) or a provider error',
        );
    }
  }
  return document;
}
