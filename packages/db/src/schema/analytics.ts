import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { workspaces } from './accounts.ts';

export const FUNNEL_SOURCES = ['browser', 'server'] as const;

/**
 * One step of a visitor's way through the booking pages (the tracking events of spec section 9),
 * as the browser reported it or as the server saw it happen. No personal data: ids of what was
 * visited, an anonymous per-tab visitor id, and the UTM source and campaign.
 */
export const funnelEvents = pgTable(
  'funnel_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    source: text('source', { enum: FUNNEL_SOURCES }).notNull(),
    eventId: uuid('event_id'),
    formId: uuid('form_id'),
    meetingId: uuid('meeting_id'),
    visitorId: text('visitor_id'),
    utmSource: text('utm_source'),
    utmCampaign: text('utm_campaign'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Every analytics question reads a workspace's range of time; the other columns make it index-only.
    index('funnel_events_app_time_cover_idx').on(
      t.appId,
      t.occurredAt,
      t.name,
      t.source,
      t.eventId,
      t.visitorId,
      t.utmSource,
      t.utmCampaign,
    ),
    index('funnel_events_app_event_time_idx')
      .on(t.appId, t.eventId, t.occurredAt)
      .where(sql`${t.eventId} is not null`),
  ],
);

/**
 * The funnel per UTC day, kept by a trigger on `funnel_events` in the inserting statement (so it is
 * never behind): how many events of each name, source, event type and UTM pair. Long ranges read
 * whole days here and only their partial first and last days from `funnel_events` (decision 0020).
 */
export const funnelDaily = pgTable(
  'funnel_daily',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    name: text('name').notNull(),
    source: text('source', { enum: FUNNEL_SOURCES }).notNull(),
    eventId: uuid('event_id'),
    utmSource: text('utm_source').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [
    unique('funnel_daily_key')
      .on(t.appId, t.day, t.name, t.source, t.eventId, t.utmSource, t.utmCampaign)
      .nullsNotDistinct(),
    // Visitor bookings (conversion, bookings per campaign) without reading every other name's rows.
    index('funnel_daily_bookings_idx')
      .on(t.appId, t.day, t.eventId, t.utmSource, t.utmCampaign, t.events)
      .where(sql`${t.name} = 'schedule_event' and ${t.source} = 'server'`),
    // The UTM pairs of a range, walked pair by pair (campaign breakdown).
    index('funnel_daily_pairs_idx').on(t.appId, t.utmSource, t.utmCampaign, t.day, t.eventId),
  ],
);

/**
 * The funnel's events per UTC day, name and event type, without the source and UTM pair: the
 * funnel's counts per name read a few rows per day instead of one per UTM pair (decision 0020).
 * Kept by the same trigger as `funnel_daily`.
 */
export const funnelDailyNames = pgTable(
  'funnel_daily_names',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    name: text('name').notNull(),
    eventId: uuid('event_id'),
    events: integer('events').notNull(),
  },
  (t) => [unique('funnel_daily_names_key').on(t.appId, t.day, t.name, t.eventId).nullsNotDistinct()],
);

/**
 * Each browser visitor once per UTC day, event type and UTM pair, with the names they reported
 * as a bit set (`funnel_name_bit`, the order of the tracking events): distinct visitors over a
 * range stay exact and read one row per visitor and day instead of one per event.
 *
 * `alone` marks the row of a visitor who has no other row (nearly all: a visitor id is one tab's
 * visit to one booking page). Such a row is its visitor in any range and filter that includes it,
 * so those rows are counted as they are and only the others are grouped by visitor.
 */
export const funnelVisitorDays = pgTable(
  'funnel_visitor_days',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    eventId: uuid('event_id'),
    utmSource: text('utm_source').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    visitorId: text('visitor_id').notNull(),
    names: integer('names').notNull(),
    alone: boolean('alone').notNull().default(true),
  },
  (t) => [
    unique('funnel_visitor_days_key')
      .on(t.appId, t.day, t.eventId, t.utmSource, t.utmCampaign, t.visitorId)
      .nullsNotDistinct(),
    // Visitors with a single row: counted (per name set, per UTM pair) without their ids.
    index('funnel_visitor_days_alone_idx')
      .on(t.appId, t.day, t.eventId, t.utmSource, t.utmCampaign, t.names)
      .where(sql`${t.alone}`),
    // Visitors with several rows: the few that are grouped by visitor.
    index('funnel_visitor_days_shared_idx')
      .on(t.appId, t.day, t.eventId, t.utmSource, t.utmCampaign, t.visitorId, t.names)
      .where(sql`not ${t.alone}`),
  ],
);

/**
 * Each browser visitor once, with the key (day, event type, UTM pair) of their first row in
 * `funnel_visitor_days` and whether that is still their only row. The trigger upserts it before
 * the visitor's rows, so two statements adding rows for one visitor take turns on this row and
 * `funnel_visitor_days.alone` stays true of every committed state.
 */
export const funnelVisitors = pgTable(
  'funnel_visitors',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    day: date('day').notNull(),
    eventId: uuid('event_id'),
    utmSource: text('utm_source').notNull(),
    utmCampaign: text('utm_campaign').notNull(),
    alone: boolean('alone').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.visitorId] })],
);
