import type { DatesBody, DatesResponse } from '@kairos/core/bookings/dates-schema';
import { AppError } from '@kairos/core/errors';
import { computeSlots } from '@kairos/core/slots/compute-slots';
import type { Deps } from '../../deps.ts';
import { type EventForSlots, loadEventForSlots } from '../public-events/service.ts';
import * as repo from './repo.ts';
import { allowedDurations, buildSlotRules, MEETING_MARGIN_MS, visitorZone } from './rules.ts';

const DAY_MS = 86_400_000;

/** The event a visitor may book: 404 when missing, deleted or switched off. */
export async function loadBookableEvent(deps: Deps, eventId: string): Promise<EventForSlots> {
  const source = await loadEventForSlots(deps, eventId);
  if (source.event.status !== 'ACTIVE') throw new AppError('NOT_FOUND', 'This event is no longer accessible');
  return source;
}

export function chooseDuration(source: EventForSlots, asked: number | undefined): number {
  const duration = asked ?? source.event.duration;
  if (!allowedDurations(source.event).includes(duration)) {
    throw new AppError('VALIDATION_ERROR', `This event cannot be booked for ${duration} minutes`, {
      issues: [
        { path: 'duration', message: `Choose one of: ${allowedDurations(source.event).join(', ')} minutes` },
      ],
    });
  }
  return duration;
}

/** `POST /website/dates`: the event's slots on the visitor's dates, keyed by their local day. */
export async function getDates(deps: Deps, body: DatesBody): Promise<DatesResponse> {
  const source = await loadBookableEvent(deps, body.eventId);
  const duration = chooseDuration(source, body.duration);
  const timezone = visitorZone(source.event, body.timezone, source.timezone);
  const now = deps.now();
  const from = new Date(Date.parse(`${body.startDate}T00:00:00Z`) - MEETING_MARGIN_MS);
  const to = new Date(Date.parse(`${body.endDate}T00:00:00Z`) + DAY_MS + MEETING_MARGIN_MS);
  const meetings = await repo.findBlockingMeetings(deps.db, {
    agentIds: source.agents.map((a) => a.id),
    eventId: source.event._id,
    from,
    to,
    upcomingFrom: source.event.bounds.eventLimit > 0 ? now : undefined,
  });
  const { days } = computeSlots({
    ...buildSlotRules(source, meetings, now, duration),
    startDate: body.startDate,
    endDate: body.endDate,
    timezone,
    showBookedSlots: source.event.schedule.showBookedSlots,
    displayLeftSpots: source.event.type === 'GROUP' && source.event.displayLeftSpots,
  });
  return { timezone, duration, days };
}
