import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
