import type { EventSettings } from './event-schema.ts';

export type DurationSettings = Pick<
  EventSettings,
  'duration' | 'allowAttendeeToSelectDuration' | 'allowAttendeeToSelectMultipleDuration' | 'availableDuration'
>;

/**
 * The lengths the event can be booked for, shortest first: its own, plus the listed ones when it
 * offers several. A host booking or moving a meeting for someone picks among these.
 */
export function offeredDurations(event: DurationSettings): number[] {
  const listed = event.allowAttendeeToSelectDuration ? event.availableDuration : [];
  return [...new Set([event.duration, ...listed])].sort((a, b) => a - b);
}

/**
 * The lengths a visitor may pick on the booking page: the offered ones only when the event lets
 * visitors choose among them (`allowAttendeeToSelectMultipleDuration`), else the event's own.
 */
export function attendeeDurations(event: DurationSettings): number[] {
  return event.allowAttendeeToSelectMultipleDuration ? offeredDurations(event) : [event.duration];
}

/**
 * The lengths a visitor moving their meeting may pick: those they could book, plus the meeting's
 * own (a host may have booked another offered one for them) while the event still offers it.
 */
export function rescheduleDurations(event: DurationSettings, meetingDuration: number): number[] {
  const kept = offeredDurations(event).includes(meetingDuration) ? [meetingDuration] : [];
  return [...new Set([...attendeeDurations(event), ...kept])].sort((a, b) => a - b);
}

/** Whether the booking page shows a choice of lengths. */
export function attendeeChoosesDuration(event: DurationSettings): boolean {
  return attendeeDurations(event).length > 1;
}
