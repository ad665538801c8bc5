import { describe, expect, it } from 'vitest';
import { type ChangeInput, type ChangePolicy, canCancel, canReschedule } from './change-policy.ts';

// The meeting starts Monday 8 March 2027 at 10:00 UTC (15:30 in Asia/Kolkata).
const START = new Date('2027-03-08T10:00:00Z');
const open: ChangePolicy = { enable: true, linkExpireAfterMinutes: 0, limit: 0 };

function input(overrides: {
  policy?: Partial<ChangePolicy>;
  status?: ChangeInput['meeting']['status'];
  attendeeStatus?: 'ACTIVE' | 'CANCELLED';
  rescheduleCount?: number;
  now: string;
}): ChangeInput {
  return {
    policy: { ...open, ...overrides.policy },
    meeting: {
      start: START,
      status: overrides.status ?? 'ACTIVE',
      rescheduleCount: overrides.rescheduleCount ?? 0,
    },
    attendee: { status: overrides.attendeeStatus ?? 'ACTIVE' },
    now: new Date(overrides.now),
  };
}

describe('canReschedule', () => {
  it.each([
    ['open policy, a week ahead', input({ now: '2027-03-01T10:00:00Z' }), { ok: true }],
    ['a minute before the start', input({ now: '2027-03-08T09:59:00Z' }), { ok: true }],
    ['pending meetings too', input({ status: 'ACTION_REQUIRED', now: '2027-03-01T10:00:00Z' }), { ok: true }],
    [
      'limit 2, used once',
      input({ policy: { limit: 2 }, rescheduleCount: 1, now: '2027-03-01T10:00:00Z' }),
      { ok: true, remaining: 1 },
    ],
    [
      'limit 2, used twice',
      input({ policy: { limit: 2 }, rescheduleCount: 2, now: '2027-03-01T10:00:00Z' }),
      { ok: false, code: 'RESCHEDULE_LIMIT_EXCEED', message: 'Reschedule limit reached' },
    ],
    [
      'switched off',
      input({ policy: { enable: false }, now: '2027-03-01T10:00:00Z' }),
      { ok: false, code: 'RESCHEDULE_NOT_ALLOWED', message: 'Rescheduling is not allowed for this booking' },
    ],
    [
      'expires 60 min before: exactly at 09:00 still works',
      input({ policy: { linkExpireAfterMinutes: 60 }, now: '2027-03-08T09:00:00Z' }),
      { ok: true },
    ],
    [
      'expires 60 min before: 09:00:01 is late',
      input({ policy: { linkExpireAfterMinutes: 60 }, now: '2027-03-08T09:00:01Z' }),
      { ok: false, code: 'LINK_HAS_EXPIRED', message: 'Link Expired' },
    ],
    [
      'the meeting was cancelled',
      input({ status: 'CANCELLED', now: '2027-03-01T10:00:00Z' }),
      { ok: false, code: 'MEETING_CANCELLED', message: 'This booking was cancelled' },
    ],
    [
      'the attendee cancelled their seat',
      input({ attendeeStatus: 'CANCELLED', now: '2027-03-01T10:00:00Z' }),
      { ok: false, code: 'MEETING_CANCELLED', message: 'This booking was cancelled' },
    ],
    [
      'at the start',
      input({ now: '2027-03-08T10:00:00Z' }),
      { ok: false, code: 'MEETING_PAST', message: 'This meeting has already taken place' },
    ],
    [
      'the booking state wins over the policy',
      input({ policy: { enable: false }, status: 'CANCELLED', now: '2027-03-01T10:00:00Z' }),
      { ok: false, code: 'MEETING_CANCELLED', message: 'This booking was cancelled' },
    ],
  ])('%s', (_name, given, expected) => {
    expect(canReschedule(given)).toEqual(expected);
  });
});

describe('canCancel', () => {
  it.each([
    ['open policy', input({ now: '2027-03-01T10:00:00Z' }), { ok: true }],
    [
      'a reschedule limit does not apply',
      input({ policy: { limit: 1 }, rescheduleCount: 5, now: '2027-03-01T10:00:00Z' }),
      { ok: true },
    ],
    [
      'switched off',
      input({ policy: { enable: false }, now: '2027-03-01T10:00:00Z' }),
      { ok: false, code: 'CANCEL_NOT_ALLOWED', message: 'Cancelling is not allowed for this booking' },
    ],
    [
      'expires a day before (Asia/Kolkata evening the day before is late)',
      input({ policy: { linkExpireAfterMinutes: 1440 }, now: '2027-03-07T10:00:01Z' }),
      { ok: false, code: 'LINK_HAS_EXPIRED', message: 'Link Expired' },
    ],
    [
      'already cancelled',
      input({ status: 'CANCELLED', now: '2027-03-01T10:00:00Z' }),
      { ok: false, code: 'MEETING_CANCELLED', message: 'This booking was cancelled' },
    ],
    [
      'over',
      input({ now: '2027-03-08T11:00:00Z' }),
      { ok: false, code: 'MEETING_PAST', message: 'This meeting has already taken place' },
    ],
  ])('%s', (_name, given, expected) => {
    expect(canCancel(given)).toEqual(expected);
  });
});
