/** Test data for the slot engine's tests: each test builds what it needs from these. */
import type { HourRange, SpecificDate, WeeklySchedule } from '@kairos/core/events/availability';
import type { Slot, SlotAgent, SlotDays, SlotMeeting, SlotQuery } from './types.ts';

export const NINE_TO_FIVE: HourRange[] = [{ start: 9 * 60, end: 17 * 60 }];

export function hours(from: string, to: string): HourRange {
  const minutes = (time: string) => {
    const [hour = '0', minute = '0'] = time.split(':');
    return Number(hour) * 60 + Number(minute);
  };
  return { start: minutes(from), end: minutes(to) };
}

export function weekdays(ranges: HourRange[] = NINE_TO_FIVE): WeeklySchedule {
  return { MONDAY: ranges, TUESDAY: ranges, WEDNESDAY: ranges, THURSDAY: ranges, FRIDAY: ranges };
}

export function everyDay(ranges: HourRange[] = NINE_TO_FIVE): WeeklySchedule {
  return { ...weekdays(ranges), SATURDAY: ranges, SUNDAY: ranges };
}

export function makeAgent(
  id: string,
  timezone: string,
  weeklySchedule: WeeklySchedule = weekdays(),
  extra: { specificDates?: SpecificDate[]; busy?: SlotAgent['busy'] } = {},
): SlotAgent {
  return {
    id,
    availability: { timezone, weeklySchedule, specificDates: extra.specificDates ?? [] },
    ...(extra.busy ? { busy: extra.busy } : {}),
  };
}

export function at(iso: string): number {
  return Date.parse(iso);
}

export function makeMeeting(
  id: string,
  agentIds: string[],
  start: string,
  end: string,
  extra: Partial<SlotMeeting> = {},
): SlotMeeting {
  return { id, eventId: 'event-1', agentIds, start: at(start), end: at(end), status: 'ACTIVE', ...extra };
}

/** A one-hour SOLO event in Europe/Berlin, asked about by a visitor in Europe/Berlin. */
export function makeQuery(overrides: Partial<SlotQuery> = {}): SlotQuery {
  return {
    now: at('2027-01-01T00:00:00Z'),
    eventId: 'event-1',
    type: 'SOLO',
    duration: 60,
    eventTimezone: 'Europe/Berlin',
    agents: [makeAgent('alice', 'Europe/Berlin')],
    meetings: [],
    startDate: '2027-03-01',
    endDate: '2027-03-01',
    timezone: 'Europe/Berlin',
    ...overrides,
  };
}

/** The start times of one day, or of every day in order. */
export function times(result: SlotDays, day?: string): string[] {
  const lists = day === undefined ? Object.values(result.days) : [result.days[day] ?? []];
  return lists.flat().map((slot: Slot) => slot.time);
}

/** The days that have at least one slot. */
export function daysWithSlots(result: SlotDays): string[] {
  return Object.entries(result.days)
    .filter(([, slots]) => slots.length > 0)
    .map(([day]) => day);
}

/** ISO strings of `count` starts from `first`, `stepMinutes` apart. */
export function series(first: string, count: number, stepMinutes: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    new Date(at(first) + index * stepMinutes * 60_000).toISOString(),
  );
}
