import { AppError } from '@kairos/core/errors';
import { checkSlot } from '@kairos/core/slots/check-slot';
import type { Tx } from '@kairos/db/client';
import type { CalendarBusy, CalendarReads } from '../lifecycle/ports.ts';
import type { EventForSlots } from '../public-events/service.ts';
import { findBlockingMeetings } from '../slots/repo.ts';
import { buildSlotRules, MEETING_MARGIN_MS } from '../slots/rules.ts';
import { slotRefusal } from './booking-rules.ts';
import { lockAgents } from './repo.ts';

export interface SlotHoldInput {
  source: EventForSlots;
  start: Date;
  duration: number;
  now: Date;
  /** Seats the booking takes (attendee plus guests): checked against a GROUP's spots left. */
  seats: number;
  /** A meeting being moved: it blocks nothing and counts towards no limit. */
  excludeMeetingId?: string | undefined;
  /**
   * What the live calendar re-check found just before the transaction, and the hosts' calendars:
   * `undefined` inside means no host has a calendar for conflicts, so the cache is not read.
   */
  recheck: { liveBusy: CalendarBusy | undefined; calendars: Pick<CalendarReads<unknown>, 'cached'> };
}

/**
 * Inside a transaction: locks the event's hosts (in a fixed order) and re-checks the slot against
 * every committed meeting with the same engine that listed it. Throws the refusal's error;
 * returns the hosts free for it. Call it before writing anything of the booking.
 */
export async function holdSlot(tx: Tx, input: SlotHoldInput): Promise<{ freeAgentIds: string[] }> {
  const { source, start, duration, now } = input;
  const agentIds = source.agents.map((a) => a.id);
  await lockAgents(tx, agentIds);
  const end = start.getTime() + duration * 60_000;
  const meetings = await findBlockingMeetings(tx, {
    agentIds,
    eventId: source.event._id,
    from: new Date(start.getTime() - MEETING_MARGIN_MS),
    to: new Date(end + MEETING_MARGIN_MS),
    upcomingFrom: source.event.bounds.eventLimit > 0 ? now : undefined,
  });
  const readCalendars = source.event.schedule.checkForConflict && input.recheck.liveBusy;
  const calendarBusy = readCalendars
    ? await input.recheck.calendars.cached(tx, {
        agentIds,
        from: new Date(start.getTime() - MEETING_MARGIN_MS),
        to: new Date(end + MEETING_MARGIN_MS),
        now,
        live: input.recheck.liveBusy,
      })
    : undefined;
  const check = checkSlot(
    buildSlotRules(source, meetings, now, duration, input.excludeMeetingId, calendarBusy),
    start,
  );
  if (!check.ok) throw slotRefusal(check.reason);
  if (check.spotsLeft !== undefined && check.spotsLeft < input.seats)
    throw new AppError('SLOT_IS_NOT_AVAILABLE');
  return { freeAgentIds: check.freeAgentIds };
}
