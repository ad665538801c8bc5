import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './accounts.ts';
import { oauthGrants } from './oauth.ts';

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

/**
 * A workspace's Google Sheets spreadsheet (the spreadsheet-automation app). It writes with the
 * OAuth grant of the host who connected it (`oauth_grants`, tokens sealed there).
 */
export const googleSheetsConnections = pgTable('google_sheets_connections', {
  appId: uuid('app_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  grantId: uuid('grant_id')
    .notNull()
    .references(() => oauthGrants.id, { onDelete: 'cascade' }),
  spreadsheetId: text('spreadsheet_id').notNull(),
  bookingsSheet: text('bookings_sheet').notNull(),
  responsesSheet: text('responses_sheet'),
  columns: text('columns').array().notNull(),
  timezone: text('timezone').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which row of which sheet holds a booking (one per attendee) or a routing form response, so a
 * reschedule or cancellation updates that row. A row without a number is being appended.
 */
export const googleSheetsRows = pgTable(
  'google_sheets_rows',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** `booking:<attendee id>` or `response:<response id>`. */
    subject: text('subject').notNull(),
    spreadsheetId: text('spreadsheet_id').notNull(),
    sheet: text('sheet').notNull(),
    row: integer('row'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.subject] })],
);
