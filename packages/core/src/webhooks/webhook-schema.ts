import { z } from 'zod';
import { webAddressProblem } from '../web-address.ts';

/** What an endpoint can subscribe to: one name per state change Kairos reports. */
export const WEBHOOK_TRIGGERS = [
  'booking.created',
  'booking.requested',
  'booking.confirmed',
  'booking.rejected',
  'booking.rescheduled',
  'booking.cancelled',
  'booking.no_show',
  'payment.initiated',
  'payment.paid',
  'payment.refunded',
  'routing_form.submitted',
  'contact.created',
  'contact.blocked',
] as const;
export const WebhookTriggerSchema = z.enum(WEBHOOK_TRIGGERS);
export type WebhookTrigger = z.infer<typeof WebhookTriggerSchema>;

/** The type of the message the test button sends; no endpoint subscribes to it. */
export const WEBHOOK_TEST_TYPE = 'webhook.test';

/** The version of the payload shape; a change that could break a receiver raises it. */
export const WEBHOOK_PAYLOAD_VERSION = '1';

const WebhookPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const WebhookBookingSchema = z
  .object({
    meetingId: z.string(),
    status: z.string().describe('ACTIVE, ACTION_REQUIRED (awaiting confirmation) or CANCELLED'),
    eventId: z.string(),
    eventName: z.string(),
    startAt: z.string().describe('ISO 8601, UTC'),
    endAt: z.string().describe('ISO 8601, UTC'),
    timezone: z.string().describe("The event's IANA time zone"),
    location: z.string().nullable(),
    organizer: WebhookPersonSchema.nullable(),
    noShow: z.boolean(),
    rescheduleCount: z.number().int(),
    previous: z
      .object({ startAt: z.string(), endAt: z.string() })
      .nullable()
      .describe('The time before the last reschedule, if any'),
    cancellationReason: z.string().nullable(),
    attendee: z
      .object({
        id: z.string(),
        name: z.string(),
        email: z.string(),
        timezone: z.string(),
        status: z.string(),
        guests: z.array(z.string()),
        answers: z.array(z.record(z.string(), z.unknown())),
        utms: z.record(z.string(), z.string()),
        payment: z.record(z.string(), z.unknown()).nullable(),
      })
      .nullable()
      .describe('The attendee the change concerns (null for a change to the whole meeting)'),
  })
  .meta({ id: 'WebhookBooking' });

export const WebhookContactSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    phoneNumber: z.string().nullable(),
    status: z.string().describe('ACTIVE or BLOCKED'),
    tags: z.array(z.string()),
  })
  .meta({ id: 'WebhookContact' });

export const WebhookRoutingResponseSchema = z
  .object({
    id: z.string(),
    formId: z.string(),
    formName: z.string(),
    answers: z.array(z.record(z.string(), z.unknown())),
    matchedRuleId: z.string().nullable(),
    redirect: z.record(z.string(), z.unknown()).nullable(),
    submittedAt: z.string(),
  })
  .meta({ id: 'WebhookRoutingResponse' });

/**
 * The one body every webhook carries, whatever its trigger. `data` holds the objects the
 * change concerns: `booking` for booking.* and payment.*, `contact` for contact.*,
 * `routingFormResponse` for routing_form.submitted. Fields are only ever added within a version.
 */
export const WebhookPayloadSchema = z
  .object({
    type: z.union([WebhookTriggerSchema, z.literal(WEBHOOK_TEST_TYPE)]),
    version: z.literal(WEBHOOK_PAYLOAD_VERSION),
    timestamp: z.string().describe('When the change happened, ISO 8601 UTC'),
    workspaceId: z.string(),
    data: z.object({
      booking: WebhookBookingSchema.optional(),
      contact: WebhookContactSchema.optional(),
      routingFormResponse: WebhookRoutingResponseSchema.optional(),
    }),
  })
  .meta({ id: 'WebhookPayload' });
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;
export type WebhookData = WebhookPayload['data'];

export const WebhookEndpointSchema = z
  .object({
    _id: z.string(),
    url: z.string(),
    description: z.string(),
    triggers: z.array(WebhookTriggerSchema),
    active: z.boolean(),
    disabledReason: z
      .string()
      .nullable()
      .describe('Why Kairos turned the endpoint off (persistent failures), if it did'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

const urlField = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(2000, 'Use an address of at most 2000 characters')
  .superRefine((value, ctx) => {
    const problem = endpointUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** What is wrong with an endpoint's address, in the words the form shows; null when nothing is. */
export function endpointUrlProblem(value: string): string | null {
  return webAddressProblem(value, {
    schemes: ['https', 'http'],
    example: 'https://example.com/hooks/kairos',
    noCredentials: 'Leave the user name and password out of the address: each message is signed instead',
  });
}

const endpointFields = {
  url: urlField,
  description: z.string().trim().max(200),
  triggers: z
    .array(WebhookTriggerSchema)
    .min(1, 'Pick at least one trigger')
    .transform((list) => [...new Set(list)]),
  active: z.boolean(),
};

export const WebhookEndpointBodySchema = z.object({
  ...endpointFields,
  description: endpointFields.description.default(''),
  active: endpointFields.active.default(true),
});
export type WebhookEndpointBody = z.infer<typeof WebhookEndpointBodySchema>;

/** A change: only the fields sent change (no defaults fill the others in), and at least one is sent. */
export const WebhookEndpointPatchSchema = z
  .object(endpointFields)
  .partial()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), 'Nothing to change');
export type WebhookEndpointPatch = z.infer<typeof WebhookEndpointPatchSchema>;

/** The signing secret, answered once: when the endpoint is made and when it is rotated. */
export const WebhookSecretResponseSchema = z.object({
  endpoint: WebhookEndpointSchema,
  secret: z.string().describe('whsec_ followed by the base64 key; shown only this once'),
});

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;

export const WebhookDeliverySchema = z
  .object({
    _id: z.string().describe('The webhook-id header: the same on every attempt of this message'),
    endpointId: z.string(),
    type: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    responseStatus: z.number().int().nullable().describe('The last attempt’s HTTP status, if any'),
    error: z.string().nullable().describe('Why the last attempt failed, if it did'),
    nextAttemptAt: z.string().nullable(),
    lastAttemptAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryListSchema = z.object({
  deliveries: z.array(WebhookDeliverySchema),
});
