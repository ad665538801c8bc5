import { WEBHOOK_TRIGGERS, WebhookPayloadSchema } from '@kairos/core/webhooks/webhook-schema';
import { z } from 'zod';

const header = (name: string, description: string, example: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
  example,
});

/**
 * The outgoing webhook as the OpenAPI document's `webhooks` section describes it: one request
 * shape, signed to the Standard Webhooks specification, for every trigger.
 */
export function webhookDocs(): Record<string, unknown> {
  return {
    event: {
      post: {
        tags: ['Webhooks'],
        summary: 'A change in the workspace, sent to every endpoint that subscribed to its trigger',
        description:
          `Triggers: ${WEBHOOK_TRIGGERS.join(', ')}; the test button sends \`webhook.test\`. ` +
          'Verify `webhook-signature` before trusting the body: it is `v1,` and the base64 HMAC-SHA256 of ' +
          '`{webhook-id}.{webhook-timestamp}.{raw body}`, keyed with the base64-decoded part of the ' +
          'endpoint secret after `whsec_`. Answer 2xx within 10 seconds; anything else (redirects ' +
          'included) is retried with the same webhook-id over about 27 hours, no sooner than a Retry-After asks.',
        parameters: [
          header(
            'webhook-id',
            'The message id; the same on every retry (deduplicate on it)',
            'msg_3mJ1x0Q2...',
          ),
          header('webhook-timestamp', 'Unix seconds when this attempt was signed', '1772352000'),
          header(
            'webhook-signature',
            'Space-separated `v1,<base64>` signatures',
            'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
          ),
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: z.toJSONSchema(WebhookPayloadSchema, { metadata: z.registry() }) },
          },
        },
        responses: { '200': { description: 'Any 2xx status accepts the message' } },
      },
    },
  };
}
