import type { ServerFunnelEvent } from '@kairos/core/analytics/funnel';
import type { TrackingEventName } from '@kairos/core/analytics/tracking-events';
import type { Deps } from '../../deps.ts';
import { insertFunnelEvent } from '../analytics/repo.ts';
import { recordServerStep } from '../lifecycle/steps.ts';
import { insertPastMeeting } from './repo.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const CAMPAIGNS: ReadonlyArray<{ utm_source?: string; utm_campaign?: string }> = [
  { utm_source: 'newsletter', utm_campaign: 'spring-launch' },
  { utm_source: 'linkedin', utm_campaign: 'founders' },
  {},
];
const NAMES = [
  'Grace Hopper',
  'Alan Turing',
  'Katherine Johnson',
  'Edsger Dijkstra',
  'Barbara Liskov',
  'Tim Berners-Lee',
];

interface DemoEvent {
  id: string;
  type: string;
  duration: number;
}

/**
 * Three weeks of past meetings and visits for the demo workspace, so the bookings list and the
 * analytics screen have real figures to show: bookings made a few days ahead, some cancelled, a
 * no-show, a reschedule, and the visitors' steps through the public pages with their campaigns.
 */
export async function seedDemoHistory(
  deps: Deps,
  p: { appId: string; hostId: string; events: readonly DemoEvent[] },
): Promise<void> {
  const now = deps.now();
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (let i = 0; i < 18; i++) {
    const event = p.events[i % p.events.length] as DemoEvent;
    // Weekdays of the last three weeks, between 09:00 and 16:00 UTC.
    const start = new Date(today - (21 - i) * DAY_MS + (9 + ((i * 5) % 8)) * HOUR_MS);
    if (start.getTime() >= now.getTime() - DAY_MS) break;
    const bookedAt = new Date(start.getTime() - (1 + (i % 6)) * DAY_MS - (i % 5) * HOUR_MS);
    const visitorId = `demo-visitor-${i}`;
    const utms = CAMPAIGNS[i % CAMPAIGNS.length] ?? {};
    const name = NAMES[i % NAMES.length] ?? 'Visitor';
    const meetingId = await insertPastMeeting(deps.db, {
      appId: p.appId,
      eventId: event.id,
      type: event.type,
      hostId: p.hostId,
      start,
      duration: event.duration,
      bookedAt,
      status: i % 7 === 3 ? 'CANCELLED' : 'ACTIVE',
      noShow: i % 9 === 5,
      rescheduled: i % 8 === 6,
      attendee: {
        fullName: name,
        emailId: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${i}@example.com`,
        utms: Object.fromEntries(
          Object.entries(utms).filter((e): e is [string, string] => e[1] !== undefined),
        ),
      },
    });
    const steps: TrackingEventName[] = [
      'all_events_page',
      'date_selection',
      'time_selection',
      'view_booking_details_page',
    ];
    for (const [n, name] of steps.entries()) {
      await insertFunnelEvent(deps.db, {
        appId: p.appId,
        name,
        source: 'browser',
        eventId: name === 'all_events_page' ? null : event.id,
        visitorId,
        utmSource: utms.utm_source ?? null,
        utmCampaign: utms.utm_campaign ?? null,
        occurredAt: new Date(bookedAt.getTime() - (steps.length - n) * 60_000),
      });
    }
    const booked: ServerFunnelEvent = 'schedule_event';
    await recordServerStep(deps.db, {
      appId: p.appId,
      name: booked,
      at: bookedAt,
      eventId: event.id,
      meetingId,
      utms,
    });
    // The visitor's own tab then shows the thanks page: what tells analytics this visit booked.
    await insertFunnelEvent(deps.db, {
      appId: p.appId,
      name: 'view_thank_you_page',
      source: 'browser',
      eventId: event.id,
      visitorId,
      utmSource: utms.utm_source ?? null,
      utmCampaign: utms.utm_campaign ?? null,
      occurredAt: new Date(bookedAt.getTime() + 60_000),
    });
    // Some visitors look and leave.
    if (i % 2 === 0) {
      await insertFunnelEvent(deps.db, {
        appId: p.appId,
        name: 'date_selection',
        source: 'browser',
        eventId: event.id,
        visitorId: `demo-browser-${i}`,
        utmSource: null,
        utmCampaign: null,
        occurredAt: new Date(bookedAt.getTime() + 2 * HOUR_MS),
      });
    }
  }
}
