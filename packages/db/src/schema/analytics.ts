import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
 * Each browser visitor once per UTC day, event type and UTM pair, with the names they reported
 * as a bit set (`funnel_name_bit`, the order of the tracking events): distinct visitors over a
 * range stay exact and read one row per visitor and day instead of one per event.
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
  },
  (t) => [
    unique('funnel_visitor_days_key')
      .on(t.appId, t.day, t.eventId, t.utmSource, t.utmCampaign, t.visitorId)
      .nullsNotDistinct(),
  ],
);
