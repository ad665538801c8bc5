import { describe, expect, it } from 'vitest';
import { checkSlot } from './check-slot.ts';
import { at, hours, makeAgent, makeMeeting, makeQuery, weekdays } from './test-factories.ts';
import type { SlotCheck, SlotQuery } from './types.ts';

// Europe/Berlin hosts, Monday 2027-03-01 (+01:00): alice 08:00Z–16:00Z, lena (Europe/London) 09:00Z–17:00Z.
const alice = makeAgent('alice', 'Europe/Berlin');
const lena = makeAgent('lena', 'Europe/London');
const own = (id: string, start: string, extra = {}) =>
  makeMeeting(id, ['alice'], start, new Date(at(start) + 3_600_000).toISOString(), extra);

describe('checkSlot (Europe/Berlin)', () => {
  it.each<[string, Partial<SlotQuery>, string, SlotCheck]>([
    ['a free start', {}, '2027-03-01T09:00:00Z', { ok: true, freeAgentIds: ['alice'] }],
    [
      'in the past',
      { now: at('2027-03-01T10:30:00Z') },
      '2027-03-01T10:00:00Z',
      { ok: false, reason: 'too_soon' },
    ],
    [
      'inside the minimum notice',
      { now: at('2027-03-01T08:30:00Z'), bounds: { minimumNotice: 60 } },
      '2027-03-01T09:00:00Z',
      { ok: false, reason: 'too_soon' },
    ],
    [
      'after the date range',
      { schedule: { type: 'DATE_RANGE', start: '2027-02-01', end: '2027-02-28' } },
      '2027-03-01T09:00:00Z',
      { ok: false, reason: 'outside_window' },
    ],
    ['off the grid', {}, '2027-03-01T09:10:00Z', { ok: false, reason: 'outside_availability' }],
    ['before the hours', {}, '2027-03-01T07:00:00Z', { ok: false, reason: 'outside_availability' }],
    [
      'not ending inside the hours',
      {},
      '2027-03-01T16:00:00Z',
      { ok: false, reason: 'outside_availability' },
    ],
    ['on a Sunday', {}, '2027-02-28T09:00:00Z', { ok: false, reason: 'outside_availability' }],
    [
      'overlapping a meeting',
      { meetings: [own('m1', '2027-03-01T09:30:00Z', { eventId: 'other' })] },
      '2027-03-01T09:00:00Z',
      { ok: false, reason: 'busy' },
    ],
    [
      'overlapping the meeting being rescheduled',
      { meetings: [own('m1', '2027-03-01T09:30:00Z')], excludeMeetingId: 'm1' },
      '2027-03-01T09:00:00Z',
      { ok: true, freeAgentIds: ['alice'] },
    ],
    [
      'on a day that reached its limit',
      { meetings: [own('m1', '2027-03-01T14:00:00Z')], bounds: { dailyLimit: 1 } },
      '2027-03-01T09:00:00Z',
      { ok: false, reason: 'daily_limit' },
    ],
    [
      'when the event reached its limit',
      { meetings: [own('m1', '2027-03-08T09:00:00Z')], bounds: { eventLimit: 1 } },
      '2027-03-01T09:00:00Z',
      { ok: false, reason: 'event_limit' },
    ],
    [
      'a full GROUP meeting',
      {
        type: 'GROUP',
        maxAttendeesPerMeet: 2,
        meetings: [own('m1', '2027-03-01T09:00:00Z', { attendeeCount: 2 })],
      },
      '2027-03-01T09:00:00Z',
      { ok: false, reason: 'full' },
    ],
    [
      'a GROUP meeting with a seat left',
      { type: 'GROUP', maxAttendeesPerMeet: 2, meetings: [own('m1', '2027-03-01T09:00:00Z')] },
      '2027-03-01T09:00:00Z',
      { ok: true, freeAgentIds: ['alice'], spotsLeft: 1 },
    ],
  ])('%s', (_, overrides, start, expected) => {
    expect(checkSlot(makeQuery(overrides), at(start))).toEqual(expected);
  });

  it('accepts a Date', () => {
    expect(checkSlot(makeQuery(), new Date('2027-03-01T09:00:00Z'))).toEqual({
      ok: true,
      freeAgentIds: ['alice'],
    });
  });
});

describe('checkSlot names the free agents (Europe/Berlin and Europe/London)', () => {
  const busyLena = makeMeeting('m1', ['lena'], '2027-03-01T12:00:00Z', '2027-03-01T13:00:00Z');
  it.each<[string, Partial<SlotQuery>, string, SlotCheck]>([
    [
      'ROUNDROBIN, both free',
      { type: 'ROUNDROBIN' },
      '2027-03-01T12:00:00Z',
      { ok: true, freeAgentIds: ['alice', 'lena'] },
    ],
    [
      'ROUNDROBIN, one busy',
      { type: 'ROUNDROBIN', meetings: [busyLena] },
      '2027-03-01T12:00:00Z',
      { ok: true, freeAgentIds: ['alice'] },
    ],
    [
      'ROUNDROBIN, only one working',
      { type: 'ROUNDROBIN' },
      '2027-03-01T08:00:00Z',
      { ok: true, freeAgentIds: ['alice'] },
    ],
    [
      'COLLECTIVE, both free',
      { type: 'COLLECTIVE' },
      '2027-03-01T12:00:00Z',
      { ok: true, freeAgentIds: ['alice', 'lena'] },
    ],
    [
      'COLLECTIVE, one busy',
      { type: 'COLLECTIVE', meetings: [busyLena] },
      '2027-03-01T12:00:00Z',
      { ok: false, reason: 'busy' },
    ],
    [
      'COLLECTIVE, one not working',
      { type: 'COLLECTIVE' },
      '2027-03-01T08:00:00Z',
      { ok: false, reason: 'outside_availability' },
    ],
  ])('%s', (_, overrides, start, expected) => {
    expect(checkSlot(makeQuery({ agents: [alice, lena], ...overrides }), at(start))).toEqual(expected);
  });

  it('uses the same grid as computeSlots (Asia/Kathmandu, 30-minute slots every 15 minutes)', () => {
    const query = makeQuery({
      agents: [makeAgent('ram', 'Asia/Kathmandu', weekdays([hours('09:00', '10:00')]))],
      duration: 30,
      bounds: { slotGap: 15 },
    });
    expect(checkSlot(query, at('2027-03-01T03:15:00Z'))).toEqual({ ok: true, freeAgentIds: ['ram'] });
    expect(checkSlot(query, at('2027-03-01T03:45:00Z'))).toEqual({ ok: true, freeAgentIds: ['ram'] });
    expect(checkSlot(query, at('2027-03-01T04:00:00Z'))).toEqual({
      ok: false,
      reason: 'outside_availability',
    });
    expect(checkSlot(query, at('2027-03-01T03:20:00Z'))).toEqual({
      ok: false,
      reason: 'outside_availability',
    });
  });
});
