import { describe, expect, it } from 'vitest';
import { pickRoundRobinAgent, type RoundRobinInput, type RoundRobinMeeting } from './round-robin.ts';
import { at } from './test-factories.ts';

const meeting = (start: string, extra: Partial<RoundRobinMeeting> = {}): RoundRobinMeeting => ({
  start: at(start),
  status: 'ACTIVE',
  ...extra,
});

describe('pickRoundRobinAgent (Europe/Berlin unless named; now Wednesday 2027-03-03)', () => {
  const now = at('2027-03-03T12:00:00Z');
  it.each<[string, Partial<RoundRobinInput>, string | null]>([
    ['nobody free', { freeAgentIds: [] }, null],
    [
      'the fewest meetings this week',
      {
        meetingsByAgent: {
          ann: [meeting('2027-03-01T09:00:00Z'), meeting('2027-03-02T09:00:00Z')],
          ben: [meeting('2027-03-04T09:00:00Z')],
        },
      },
      'ben',
    ],
    [
      'meetings of other weeks do not count towards this week',
      {
        meetingsByAgent: {
          ann: [
            meeting('2027-02-26T09:00:00Z'),
            meeting('2027-02-25T09:00:00Z'),
            meeting('2027-03-08T09:00:00Z'),
          ],
          ben: [meeting('2027-03-04T09:00:00Z', { bookedAt: at('2027-02-01T09:00:00Z') })],
        },
      },
      'ann',
    ],
    [
      'a tie goes to the one booked least recently',
      {
        meetingsByAgent: {
          ann: [meeting('2027-03-02T09:00:00Z', { bookedAt: at('2027-02-20T09:00:00Z') })],
          ben: [meeting('2027-03-04T09:00:00Z', { bookedAt: at('2027-02-10T09:00:00Z') })],
        },
      },
      'ben',
    ],
    ['never booked comes first', { meetingsByAgent: { ann: [meeting('2027-01-02T09:00:00Z')] } }, 'ben'],
    ['a full tie goes to the smallest id', { freeAgentIds: ['cid', 'ben', 'ann'] }, 'ann'],
    [
      'cancelled meetings do not count',
      {
        meetingsByAgent: {
          ann: [meeting('2027-03-02T09:00:00Z', { status: 'CANCELLED' })],
          ben: [meeting('2027-03-02T10:00:00Z')],
        },
      },
      'ann',
    ],
    [
      'busy agents are not candidates',
      { freeAgentIds: ['cid'], meetingsByAgent: { cid: [meeting('2027-03-02T09:00:00Z')] } },
      'cid',
    ],
    [
      'the week is local: Sunday 23:30Z is Monday in Europe/Berlin',
      {
        meetingsByAgent: {
          ann: [meeting('2027-02-28T23:30:00Z', { bookedAt: at('2027-01-01T00:00:00Z') })],
          ben: [
            meeting('2027-03-05T09:00:00Z', { bookedAt: at('2027-01-02T00:00:00Z') }),
            meeting('2027-03-05T10:00:00Z', { bookedAt: at('2027-01-02T00:00:00Z') }),
          ],
        },
      },
      'ann',
    ],
    [
      'the week is local: the same instant is last week in America/New_York',
      {
        timezone: 'America/New_York',
        meetingsByAgent: {
          ann: [meeting('2027-02-28T23:30:00Z', { bookedAt: at('2027-01-03T00:00:00Z') })],
          ben: [meeting('2027-03-05T09:00:00Z', { bookedAt: at('2027-01-02T00:00:00Z') })],
        },
      },
      'ann',
    ],
    [
      'a week starting on Sunday',
      {
        weekStartsOn: 0,
        now: at('2027-03-07T12:00:00Z'),
        meetingsByAgent: {
          ann: [meeting('2027-03-07T09:00:00Z')],
          ben: [meeting('2027-03-05T09:00:00Z', { bookedAt: at('2027-03-06T09:00:00Z') })],
        },
      },
      'ben',
    ],
  ])('%s', (_, overrides, expected) => {
    const input: RoundRobinInput = {
      freeAgentIds: ['ann', 'ben'],
      meetingsByAgent: {},
      now,
      timezone: 'Europe/Berlin',
      ...overrides,
    };
    expect(pickRoundRobinAgent(input)).toBe(expected);
  });
});
