import { describe, expect, it } from 'vitest';
import { PROJECTIONS } from '../bookings/lifecycle.ts';
import { type MeetingFacts, meetingState, tallyMeetings } from './meeting-states.ts';

const STATUSES = ['ACTIVE', 'ACTION_REQUIRED', 'CANCELLED'] as const;
const BOTH = [false, true] as const;
/** Every group of facts the summary's SQL can return. */
const EVERY: MeetingFacts[] = STATUSES.flatMap((status) =>
  BOTH.flatMap((ended) =>
    BOTH.flatMap((noShow) => BOTH.map((rescheduled) => ({ status, ended, noShow, rescheduled }))),
  ),
);

describe('a meeting’s state, read from the lifecycle', () => {
  it.each<[MeetingFacts, string]>([
    [{ status: 'ACTIVE', ended: false, noShow: false, rescheduled: false }, 'CONFIRMED'],
    [{ status: 'ACTIVE', ended: false, noShow: false, rescheduled: true }, 'RESCHEDULED'],
    [{ status: 'ACTIVE', ended: true, noShow: false, rescheduled: true }, 'DONE'],
    [{ status: 'ACTIVE', ended: true, noShow: true, rescheduled: false }, 'NO_SHOW'],
    // Marked once it started, before it ended.
    [{ status: 'ACTIVE', ended: false, noShow: true, rescheduled: false }, 'NO_SHOW'],
    [{ status: 'ACTION_REQUIRED', ended: false, noShow: false, rescheduled: false }, 'AWAITING_HOST'],
    // Never confirmed: it did not take place as far as anyone knows.
    [{ status: 'ACTION_REQUIRED', ended: true, noShow: false, rescheduled: false }, 'AWAITING_HOST'],
    [{ status: 'CANCELLED', ended: true, noShow: true, rescheduled: true }, 'CANCELLED'],
  ])('%j is %s', (facts, state) => {
    expect(meetingState(facts)).toBe(state);
  });
});

describe('the summary’s meeting figures', () => {
  it('count one of each group where the lifecycle puts it', () => {
    const tally = tallyMeetings(EVERY.map((facts) => ({ ...facts, meetings: 1 })));
    expect(tally).toEqual({
      meetings: 24,
      // ACTIVE: ended (4), or marked a no-show before its end (2).
      held: 6,
      // ACTIVE and ACTION_REQUIRED, not ended, not a no-show (2 + 2), and ACTION_REQUIRED no-shows not ended (2).
      upcoming: 6,
      completed: 2,
      cancelled: 8,
      noShows: 4,
      pending: 8,
      rescheduled: 12,
    });
  });

  it('never counts a meeting both held and upcoming, nor held and lost', () => {
    for (const facts of EVERY) {
      const t = tallyMeetings([{ ...facts, meetings: 1 }]);
      expect(t.held + t.upcoming + t.cancelled, JSON.stringify(facts)).toBeLessThanOrEqual(1);
      const step = PROJECTIONS[meetingState(facts)].funnel;
      expect(t.held, JSON.stringify(facts)).toBe(step === 'held' ? 1 : 0);
    }
  });

  it('adds up groups of several meetings', () => {
    expect(
      tallyMeetings([
        { status: 'ACTIVE', ended: false, noShow: false, rescheduled: false, meetings: 9 },
        { status: 'ACTIVE', ended: true, noShow: false, rescheduled: false, meetings: 3 },
      ]),
    ).toMatchObject({ meetings: 12, upcoming: 9, held: 3, completed: 3 });
  });
});
