import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './accounts.ts';

/** A workspace's Mailchimp audience (the mailing-list app); the API key is sealed. */
export const mailchimpConnections = pgTable('mailchimp_connections', {
  appId: uuid('app_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  apiKeySealed: text('api_key_sealed').notNull(),
  audienceId: text('audience_id').notNull(),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  consentQuestion: text('consent_question').notNull(),
  doubleOptIn: boolean('double_opt_in').notNull().default(true),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What became of each attendee sent to Mailchimp: one row per attendee, so a retry never doubles. */
export const mailchimpSyncs = pgTable('mailchimp_syncs', {
  attendeeId: uuid('attendee_id').primaryKey(),
  appId: uuid('app_id').notNull(),
  outcome: text('outcome', {
    enum: ['SUBSCRIBED', 'PENDING', 'UNSUBSCRIBED', 'NO_CONSENT', 'REFUSED'],
  }).notNull(),
  detail: text('detail'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
