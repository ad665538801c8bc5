import { jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys a client or the server may use once within a scope: a visitor's `Idempotency-Key` on a
 * booking (its first answer kept, so a retry gets the same answer) and a sign-in state's nonce
 * (claimed once, so a replayed state is refused). Rows past `expires_at` are swept.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** A digest of the request the key was first used with; the same key with another request is refused. */
    requestHash: text('request_hash'),
    /** The first answer, once there is one (null while the first request is still running). */
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
