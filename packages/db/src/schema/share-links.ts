import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { workspaces } from './accounts.ts';

export interface SharePreFill {
  disableChange?: boolean;
  name?: string;
  emailId?: string;
}

export interface ShareRedirects {
  onSuccessURL?: string;
  onCancelURL?: string;
}

/**
 * A link a host hands out for one event (or routing form): optionally pre-filled, expiring and
 * limited in uses. `used` is raised inside the booking transaction, so the limit holds under load.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    link: text('link').notNull(),
    type: text('type', { enum: ['EVENT', 'FORM'] }).notNull(),
    eventId: uuid('event_id'),
    formId: uuid('form_id'),
    /** 0 = unlimited. */
    limit: integer('limit').notNull().default(0),
    used: integer('used').notNull().default(0),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    preFill: jsonb('pre_fill').$type<SharePreFill>().notNull().default({}),
    redirects: jsonb('redirects').$type<ShareRedirects>().notNull().default({}),
    source: text('source'),
    createdBy: uuid('created_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('share_links_link_key').on(t.link),
    index('share_links_app_event_idx').on(t.appId, t.eventId),
    check('share_links_used_within_limit', sql`${t.limit} = 0 or ${t.used} <= ${t.limit}`),
  ],
);
