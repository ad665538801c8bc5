import { describe, expect, it } from 'vitest';
import {
  attendeeChoosesDuration,
  attendeeDurations,
  offeredDurations,
  rescheduleDurations,
} from './event-durations.ts';

const event = (several: boolean, visitorsChoose: boolean) => ({
  duration: 30,
  allowAttendeeToSelectDuration: several,
  allowAttendeeToSelectMultipleDuration: visitorsChoose,
  availableDuration: [60, 15, 30],
});

describe('offeredDurations and attendeeDurations', () => {
  it.each([
    ['one duration', event(false, false), [30], [30], false],
    ['several, visitors may not choose', event(true, false), [15, 30, 60], [30], false],
    ['several, visitors choose', event(true, true), [15, 30, 60], [15, 30, 60], true],
    // The editor turns the choice off with the list; a stored leftover offers nothing more.
    ['visitors choose but one duration', event(false, true), [30], [30], false],
  ])('%s', (_, settings, offered, visitor, chooses) => {
    expect(offeredDurations(settings)).toEqual(offered);
    expect(attendeeDurations(settings)).toEqual(visitor);
    expect(attendeeChoosesDuration(settings)).toBe(chooses);
  });

  it('always offers the event’s own duration', () => {
    expect(offeredDurations({ ...event(true, true), availableDuration: [45] })).toEqual([30, 45]);
  });
});

describe('rescheduleDurations', () => {
  it.each([
    ['keeps a length a host booked among the offered ones', event(true, false), 60, [30, 60]],
    ['adds nothing when the meeting has the event’s length', event(true, false), 30, [30]],
    ['drops a length the event no longer offers', event(false, false), 60, [30]],
    ['lets a visitor who may choose pick any offered one', event(true, true), 60, [15, 30, 60]],
  ])('%s', (_, settings, meetingDuration, expected) => {
    expect(rescheduleDurations(settings, meetingDuration)).toEqual(expected);
  });
});
