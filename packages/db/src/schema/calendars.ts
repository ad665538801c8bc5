import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './accounts.ts';

export const CALENDAR_PROVIDERS = ['CALDAV', 'ICS_FEED', 'GOOGLE', 'MICROSOFT'] as const;
export type CalendarProviderKind = (typeof CALENDAR_PROVIDERS)[number];

/**
 * One account of an agent at a calendar provider. `credentials` is sealed (AES-256-GCM with the
 * server's secrets key) and never leaves the server. A refresh that fails sets `brokenAt`; the
 * host is emailed once per breakage (`brokenNoticeAt`).
 */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: CALENDAR_PROVIDERS }).notNull(),
    /** What the host sees: the account name and server, never a secret. */
    label: text('label').notNull(),
    credentials: text('credentials').notNull(),
    /** When every calendar of the connection was last refreshed without error. */
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    brokenAt: timestamp('broken_at', { withTimezone: true }),
    error: text('error'),
    brokenNoticeAt: timestamp('broken_notice_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('calendar_connections_agent_idx').on(t.agentId)],
);

/**
 * A calendar inside a connection. `checkConflicts` makes its busy times block the agent's slots;
 * at most one calendar per agent is the destination that booked meetings are written to.
 * `syncState` is the provider's change marker (CalDAV ctag); `version` is raised whenever its busy
 * times change, and a trigger turns that into the agent's slot version (decision 0004).
 */
export const calendars = pgTable(
  'calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => calendarConnections.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    writable: boolean('writable').notNull().default(false),
    checkConflicts: boolean('check_conflicts').notNull().default(true),
    isDestination: boolean('is_destination').notNull().default(false),
    syncState: text('sync_state'),
    /** Busy times are expanded up to this instant; a refresh widens it as time passes. */
    expandedUntil: timestamp('expanded_until', { withTimezone: true }),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('calendars_connection_external_key').on(t.connectionId, t.externalId),
    uniqueIndex('calendars_agent_destination_key').on(t.agentId).where(sql`${t.isDestination}`),
    index('calendars_agent_idx').on(t.agentId),
  ],
);

/** A remote calendar object seen at the last refresh, with its ETag, so a refresh fetches only changes. */
export const calendarObjects = pgTable(
  'calendar_objects',
  {
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    href: text('href').notNull(),
    etag: text('etag').notNull(),
  },
  (t) => [primaryKey({ columns: [t.calendarId, t.href] })],
);

/** The cached busy blocks of one calendar, each from one remote object (an occurrence of it). */
export const calendarBusy = pgTable(
  'calendar_busy',
  {
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').notNull(),
    href: text('href').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Overlap queries per agent walk only the blocks that touch the asked range.
    index('calendar_busy_agent_during_idx').using(
      'gist',
      t.agentId,
      sql`tstzrange(${t.startAt}, ${t.endAt})`,
    ),
    index('calendar_busy_calendar_href_idx').on(t.calendarId, t.href),
  ],
);

/**
 * An agent's busy time from all their calendars that count for conflicts, as sorted, disjoint
 * intervals (overlapping and touching blocks joined). Derived from `calendar_busy`, whose
 * per-object rows the incremental refreshes need; rebuilt for the agent in the same transaction
 * as every change to those rows or to which calendars count, so a slot request reads a few
 * hundred intervals per host instead of thousands of events (decision 0019).
 */
export const calendarBusyIntervals = pgTable(
  'calendar_busy_intervals',
  {
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // One request reads every host's intervals overlapping the asked range through this index.
    index('calendar_busy_intervals_agent_during_idx').using(
      'gist',
      t.agentId,
      sql`tstzrange(${t.startAt}, ${t.endAt})`,
    ),
  ],
);

/**
 * The unguessable token of an agent's subscribed feed of their own meetings; revoking replaces it.
 * Looked up by its hash; kept sealed too so the host can copy the link again.
 */
export const meetingFeeds = pgTable('meeting_feeds', {
  agentId: uuid('agent_id')
    .primaryKey()
    .references(() => agents.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  token: text('token').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
