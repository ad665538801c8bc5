import type { DatesBody, DatesResponse } from '@kairos/core/bookings/dates-schema';
import { AppError } from '@kairos/core/errors';
import { offeredDurations } from '@kairos/core/events/event-durations';
import { isUuid } from '@kairos/core/ids';
import { computeSlots } from '@kairos/core/slots/compute-slots';
import type { Deps } from '../../deps.ts';
import { findCalendarBusy } from '../calendars/busy.ts';
import { type EventForSlots, loadEventForSlots } from '../public-events/service.ts';
import { SlotCache } from './cache.ts';
import * as repo from './repo.ts';
import { buildSlotRules, MEETING_MARGIN_MS, visitorZone } from './rules.ts';
import type { SlotVersionWatch } from './watch.ts';

const DAY_MS = 86_400_000;

/** The event a visitor may book: 404 when missing, deleted or switched off. */
export async function loadBookableEvent(deps: Deps, eventId: string): Promise<EventForSlots> {
  const source = await loadEventForSlots(deps, eventId);
  if (source.event.status !== 'ACTIVE') throw new AppError('NOT_FOUND', 'This event is no longer accessible');
  return source;
}

/**
 * The length asked for (the event's own when none is), if `allowed` holds it. What is allowed
 * depends on who asks: a host may book any duration the event offers (the default), a visitor only
 * those the event lets visitors choose (`attendeeDurations`).
 */
export function chooseDuration(
  source: EventForSlots,
  asked: number | undefined,
  allowed: readonly number[] = offeredDurations(source.event),
): number {
  const duration = asked ?? source.event.duration;
  if (!allowed.includes(duration)) {
    const [only] = allowed;
    const message =
      allowed.length === 1
        ? `This event is booked for ${only} minutes`
        : `Choose one of: ${allowed.join(', ')} minutes`;
    throw new AppError('VALIDATION_ERROR', `This event cannot be booked for ${duration} minutes`, {
      issues: [{ path: 'duration', message }],
    });
  }
  return duration;
}

/**
 * The host asked for, checked: a round robin's host, when the event lets visitors pick one (a host
 * booking for someone may always pick). Undefined when none is asked: any free host takes it.
 */
export function chooseHost(
  source: EventForSlots,
  asked: string | undefined,
  by: 'visitor' | 'host' = 'visitor',
): string | undefined {
  if (asked === undefined) return undefined;
  const { event } = source;
  if (event.type !== 'ROUNDROBIN' || (by === 'visitor' && !event.allowAttendeeToSelectHost)) {
    throw new AppError('VALIDATION_ERROR', 'This event does not let you choose the host', {
      issues: [{ path: 'agentId', message: 'This event does not let you choose the host' }],
    });
  }
  if (!source.agents.some((agent) => agent.id === asked)) {
    throw new AppError('VALIDATION_ERROR', 'This person does not host this event', {
      issues: [{ path: 'agentId', message: 'Choose one of the event’s hosts' }],
    });
  }
  return asked;
}

const MINUTE_MS = 60_000;

/** The dates answers of one app, kept while the database's fingerprint of their event holds. */
export function slotCache(deps: Deps, watch?: SlotVersionWatch): SlotCache {
  return new SlotCache((eventId) => repo.findSlotFingerprint(deps.db, eventId), watch);
}

/**
 * `POST /website/dates` as UTF-8 JSON, from the cache while the event's slot fingerprint holds (or,
 * on PostgreSQL, while the watch has heard no change to it). Slots are computed for the end of the
 * current minute, so a cached answer never offers a slot that turns too soon before the minute is over.
 */
export async function getDatesJson(deps: Deps, cache: SlotCache, body: DatesBody): Promise<Buffer> {
  if (!isUuid(body.eventId)) throw new AppError('NOT_FOUND', 'Event not found');
  const minute = Math.ceil(deps.now().getTime() / MINUTE_MS) * MINUTE_MS;
  const key = SlotCache.key(body, minute);
  const vouched = cache.vouched(key);
  if (vouched) return vouched;
  const stamp = cache.stamp();
  const fingerprint = await cache.fingerprint(body.eventId);
  return cache.getOrCompute(key, fingerprint, stamp, async () => {
    const { dates, keys } = await getDates(deps, body, new Date(minute));
    // Encoded once: every answer from the cache is written as these bytes.
    return { payload: Buffer.from(JSON.stringify(dates)), keys };
  });
}

/**
 * The event's slots on the visitor's dates, keyed by their local day, as seen at `now`, and the
 * slot-version keys they depend on (the same the fingerprint sums: the event's and its hosts').
 */
async function getDates(
  deps: Deps,
  body: DatesBody,
  now: Date,
): Promise<{ dates: DatesResponse; keys: string[] }> {
  const source = await loadBookableEvent(deps, body.eventId);
  const duration = chooseDuration(source, body.duration);
  const agentId = chooseHost(source, body.agentId);
  const timezone = visitorZone(source.event, body.timezone, source.timezone);
  const from = new Date(Date.parse(`${body.startDate}T00:00:00Z`) - MEETING_MARGIN_MS);
  const to = new Date(Date.parse(`${body.endDate}T00:00:00Z`) + DAY_MS + MEETING_MARGIN_MS);
  // The hosts' meetings and their calendars' busy times are independent reads: ask for both at once.
  const [meetings, calendarBusy] = await Promise.all([
    repo.findBlockingMeetings(deps.db, {
      agentIds: source.agents.map((a) => a.id),
      eventId: source.event._id,
      from,
      to,
      upcomingFrom: source.event.bounds.eventLimit > 0 ? now : undefined,
    }),
    source.event.schedule.checkForConflict
      ? findCalendarBusy(deps.db, { agentIds: source.agents.map((a) => a.id), from, to, now })
      : undefined,
  ]);
  const { days } = computeSlots({
    ...buildSlotRules(source, meetings, now, duration, undefined, calendarBusy, agentId),
    startDate: body.startDate,
    endDate: body.endDate,
    timezone,
    showBookedSlots: source.event.schedule.showBookedSlots,
    displayLeftSpots: source.event.type === 'GROUP' && source.event.displayLeftSpots,
  });
  const keys = [`event:${source.event._id}`, ...source.agents.map((agent) => `agent:${agent.id}`)];
  return { dates: { timezone, duration, days }, keys };
}
