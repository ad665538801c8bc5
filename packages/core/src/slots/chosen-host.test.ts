import { describe, expect, it } from 'vitest';
import { checkSlot } from './check-slot.ts';
import { computeSlots } from './compute-slots.ts';
import { makeAgent, makeMeeting, makeQuery, series, times } from './test-factories.ts';
import type { SlotQuery } from './types.ts';

// Monday 1 March 2027, a visitor in Europe/Berlin.
const MONDAY = '2027-03-01';
const alice = makeAgent('alice', 'Europe/Berlin'); // 08:00Z–16:00Z
const bob = makeAgent('bob', 'America/New_York'); // 14:00Z–22:00Z before 2027-03-14
const ravi = makeAgent('ravi', 'Asia/Kolkata'); // 03:30Z–11:30Z

/** Whole-hour slots from 08:00Z on 1 March, for `count` hours. */
const hoursFrom = (hour: string, count: number) => series(`${MONDAY}T${hour}:00:00Z`, count, 60);

describe('ROUNDROBIN with the host the visitor picked', () => {
  const base = makeQuery({ type: 'ROUNDROBIN', agents: [alice, bob] });
  it.each<[string, Partial<SlotQuery>, string[]]>([
    ['any host: the hours of either', {}, [...hoursFrom('08', 8), ...hoursFrom('16', 6)]],
    ['Alice (Europe/Berlin): her hours only', { agentId: 'alice' }, hoursFrom('08', 8)],
    ['Bob (America/New_York): his hours only', { agentId: 'bob' }, hoursFrom('14', 8)],
    [
      'Bob, whose 15:00Z is booked: Alice being free then does not help',
      {
        agentId: 'bob',
        meetings: [
          makeMeeting('m1', ['bob'], `${MONDAY}T15:00:00Z`, `${MONDAY}T16:00:00Z`, { eventId: 'x' }),
        ],
      },
      [...hoursFrom('14', 1), ...hoursFrom('16', 6)],
    ],
    [
      'Ravi (Asia/Kolkata, +05:30): his hours, on the half hour in UTC',
      { agents: [alice, bob, ravi], agentId: 'ravi' },
      series(`${MONDAY}T03:30:00Z`, 8, 60),
    ],
    ['someone who is not a host: nothing', { agentId: 'mallory' }, []],
  ])('%s', (_, overrides, expected) => {
    expect(times(computeSlots({ ...base, ...overrides }), MONDAY)).toEqual(expected);
  });

  it('keeps the event’s daily limit counting every host’s meetings', () => {
    const booked = makeMeeting('m1', ['alice'], `${MONDAY}T08:00:00Z`, `${MONDAY}T09:00:00Z`);
    const result = computeSlots({ ...base, agentId: 'bob', meetings: [booked], bounds: { dailyLimit: 1 } });
    expect(times(result, MONDAY)).toEqual([]);
  });

  it('names only the picked host free when a slot is re-checked', () => {
    expect(checkSlot({ ...base, agentId: 'bob' }, Date.parse(`${MONDAY}T15:00:00Z`))).toEqual({
      ok: true,
      freeAgentIds: ['bob'],
    });
    expect(checkSlot({ ...base }, Date.parse(`${MONDAY}T15:00:00Z`))).toEqual({
      ok: true,
      freeAgentIds: ['alice', 'bob'],
    });
    expect(checkSlot({ ...base, agentId: 'bob' }, Date.parse(`${MONDAY}T09:00:00Z`))).toEqual({
      ok: false,
      reason: 'outside_availability',
    });
  });

  it.each(['COLLECTIVE', 'SOLO'] as const)('is ignored by a %s event', (type) => {
    const without = computeSlots({ ...base, type });
    expect(computeSlots({ ...base, type, agentId: 'bob' })).toEqual(without);
  });
});
