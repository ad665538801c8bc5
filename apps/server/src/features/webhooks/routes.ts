import {
  WebhookDeliveryListSchema,
  WebhookDeliverySchema,
  WebhookEndpointBodySchema,
  WebhookEndpointPatchSchema,
  WebhookEndpointSchema,
  WebhookSecretResponseSchema,
} from '@kairos/core/webhooks/webhook-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import * as service from './service.ts';

const IdParams = z.object({ id: z.string() });
const tags = ['Webhooks'];

/** The workspace's outgoing webhook endpoints, their signing secrets and their delivery logs. */
export function webhookRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/webhooks/endpoints',
      {
        config: { access: { area: 'integrations', action: 'view' } },
        schema: {
          tags,
          description: "The workspace's webhook endpoints. Signing secrets are never returned here.",
          response: { 200: z.object({ endpoints: z.array(WebhookEndpointSchema) }) },
        },
      },
      async (request) => ({ endpoints: await service.listEndpoints(deps, authOf(request).appId) }),
    );

    app.post(
      '/webhooks/endpoints',
      {
        config: { access: { area: 'integrations', action: 'create' } },
        schema: {
          tags,
          description:
            'Adds an endpoint. The answer holds its signing secret (`whsec_…`), shown only this once. ' +
            'Private and reserved addresses are refused (see WEBHOOK_ALLOWED_HOSTS).',
          body: WebhookEndpointBodySchema,
          response: { 201: WebhookSecretResponseSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return service.createEndpoint(deps, authOf(request).appId, request.body);
      },
    );

    app.patch(
      '/webhooks/endpoints/:id',
      {
        config: { access: { area: 'integrations', action: 'edit' } },
        schema: {
          tags,
          description: 'Changes an endpoint; turning it on again clears why it was turned off.',
          params: IdParams,
          body: WebhookEndpointPatchSchema,
          response: { 200: z.object({ endpoint: WebhookEndpointSchema }) },
        },
      },
      async (request) => ({
        endpoint: await service.updateEndpoint(deps, authOf(request).appId, request.params.id, request.body),
      }),
    );

    app.delete(
      '/webhooks/endpoints/:id',
      {
        config: { access: { area: 'integrations', action: 'delete' } },
        schema: {
          tags,
          description: 'Removes an endpoint and its delivery log.',
          params: IdParams,
          response: { 200: z.object({ deleted: z.literal(true) }) },
        },
      },
      async (request) => {
        await service.deleteEndpoint(deps, authOf(request).appId, request.params.id);
        return { deleted: true as const };
      },
    );

    app.post(
      '/webhooks/endpoints/:id/rotate-secret',
      {
        config: { access: { area: 'integrations', action: 'edit' } },
        schema: {
          tags,
          description: 'Replaces the signing secret; the new one is answered this once.',
          params: IdParams,
          response: { 200: WebhookSecretResponseSchema },
        },
      },
      async (request) => service.rotateSecret(deps, authOf(request).appId, request.params.id),
    );

    app.post(
      '/webhooks/endpoints/:id/test',
      {
        config: { access: { area: 'integrations', action: 'edit' } },
        schema: {
          tags,
          description:
            'Sends a signed `webhook.test` message now (once, without retries) and answers how the endpoint took it.',
          params: IdParams,
          response: { 200: z.object({ delivery: WebhookDeliverySchema }) },
        },
      },
      async (request) => ({
        delivery: await service.sendTest(deps, authOf(request).appId, request.params.id),
      }),
    );

    app.get(
      '/webhooks/endpoints/:id/deliveries',
      {
        config: { access: { area: 'integrations', action: 'view' } },
        schema: {
          tags,
          description: "The endpoint's 50 latest messages, newest first, with each one's last answer.",
          params: IdParams,
          response: { 200: WebhookDeliveryListSchema },
        },
      },
      async (request) => ({
        deliveries: await service.listDeliveries(deps, authOf(request).appId, request.params.id),
      }),
    );

    app.post(
      '/webhooks/deliveries/:id/redeliver',
      {
        config: { access: { area: 'integrations', action: 'edit' } },
        schema: {
          tags,
          description: 'Sends a delivered or failed message again, with the same webhook-id and body.',
          params: IdParams,
          response: { 200: z.object({ delivery: WebhookDeliverySchema }) },
        },
      },
      async (request) => ({
        delivery: await service.redeliver(deps, authOf(request).appId, request.params.id),
      }),
    );
  };
}
