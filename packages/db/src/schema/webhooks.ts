import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './accounts.ts';

/** Where a workspace wants its outgoing webhooks: an address, the triggers it takes, a signing secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    triggers: text('triggers').array().notNull(),
    /** The `whsec_…` signing secret, sealed with the secrets key. */
    secretSealed: text('secret_sealed').notNull(),
    active: boolean('active').notNull().default(true),
    disabledReason: text('disabled_reason'),
    /** The first failure since the last success; cleared by a success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_app_idx').on(t.appId)],
);

export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;

/** One message to one endpoint, with its exact body and how its attempts went (the delivery log). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** Also the `webhook-id` header, the same on every attempt. */
    id: text('id').primaryKey(),
    appId: uuid('app_id').notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The JSON text sent, byte for byte the same on every attempt. */
    body: text('body').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    /** Retry this message (true) or send it once (the test button). */
    retries: boolean('retries').notNull().default(true),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    error: text('error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    attemptLog: jsonb('attempt_log').$type<Array<Record<string, unknown>>>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt),
    // The sweep's look-up of messages whose job was lost: few rows, found without a scan.
    index('webhook_deliveries_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'PENDING'`),
  ],
);
