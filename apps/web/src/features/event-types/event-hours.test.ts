import { defaultEventSettings } from '@kairos/core/events/event-rules';
import { describe, expect, it } from 'vitest';
import { hoursSourceOf, withCustomHours, withEventTimezone, withSavedHours } from './event-hours';

const HOST = '7b0c8a43-4c3e-4f59-9d55-0d1b1c0c5a11';
const SET = '5d1c9f3e-1e7b-4c8f-8a55-3c0b7d2e9a21';
const draft = defaultEventSettings({
  name: 'Intro',
  slug: 'intro',
  duration: 30,
  organizerId: HOST,
  timezone: 'Asia/Kathmandu',
});
const monday = { MONDAY: [{ start: 600, end: 720 }] };

describe('event hours', () => {
  it('starts on the host default set', () => {
    expect(hoursSourceOf(draft, HOST)).toEqual({ kind: 'saved', availableHourId: null });
  });

  it('switches to a saved set for the host', () => {
    const next = withSavedHours(draft, HOST, SET);
    expect(hoursSourceOf(next, HOST)).toEqual({ kind: 'saved', availableHourId: SET });
    expect(next.agents[0]?.availableHourId).toBe(SET);
  });

  it('switches to its own hours in the event zone and clears the hosts’ sets', () => {
    const next = withCustomHours(withSavedHours(draft, HOST, SET), { weeklySchedule: monday });
    expect(hoursSourceOf(next, HOST)).toEqual({ kind: 'custom' });
    expect(next.customAvailableHour).toEqual({
      weeklySchedule: monday,
      timezone: 'Asia/Kathmandu',
      specificDates: [],
    });
    expect(next.agents[0]?.availableHourId).toBeNull();
  });

  it('moves its own hours with the event zone', () => {
    const custom = withCustomHours(draft, { weeklySchedule: monday });
    const moved = withEventTimezone(custom, 'Pacific/Kiritimati');
    expect(moved.timezonePreference.timezone).toBe('Pacific/Kiritimati');
    expect(moved.customAvailableHour?.timezone).toBe('Pacific/Kiritimati');
    expect(withEventTimezone(draft, 'UTC').customAvailableHour).toBeNull();
  });

  it('goes back to a saved set, dropping its own hours', () => {
    const back = withSavedHours(withCustomHours(draft, { weeklySchedule: monday }), HOST, null);
    expect(back.customAvailableHour).toBeNull();
  });
});
