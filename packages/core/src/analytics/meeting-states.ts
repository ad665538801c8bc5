import { type BookingState, PROJECTIONS, seatState } from '../bookings/lifecycle.ts';

/**
 * What analytics reads of a meeting to know its state: the few stored facts the summary groups
 * the range's meetings by in SQL. The lifecycle (core `bookings/lifecycle`) then says what each
 * group is, so the KPI cards call booked, confirmed, held and lost what every other place does.
 *
 * A meeting counts once, whatever its seats (decision 0020), so it is read as one seat with the
 * meeting's status and no payment of its own: a seat's payment changes only whether it is
 * awaiting payment or the host, both `booked`.
 */
export interface MeetingFacts {
  status: 'ACTIVE' | 'ACTION_REQUIRED' | 'CANCELLED';
  /** Its end has passed at the moment of the question. */
  ended: boolean;
  noShow: boolean;
  rescheduled: boolean;
}

/** A meeting's state in the lifecycle, from its facts. */
export function meetingState(facts: MeetingFacts): BookingState {
  // The lifecycle compares the end with now: 0 against 0 has ended, 1 against 0 has not.
  return seatState(
    {
      meetingStatus: facts.status,
      attendeeStatus: 'ACTIVE',
      confirmationRequired: facts.status === 'ACTION_REQUIRED',
      rejectedByAdmin: false,
      payment: null,
      markAsNoShow: facts.noShow,
      rescheduleCount: facts.rescheduled ? 1 : 0,
      end: facts.ended ? 0 : 1,
    },
    0,
  );
}

/** The summary's meeting figures of a range (meetings by their start). */
export interface MeetingTally {
  /** Every meeting starting in the range, whatever its state. */
  meetings: number;
  /** Took place: the lifecycle's `held` step (held as booked, or a no-show). */
  held: number;
  /** Not over yet and still on: the `booked` (awaiting payment or the host) and `confirmed` steps. */
  upcoming: number;
  /** Held as booked (DONE). */
  completed: number;
  /** The `lost` step: cancelled, declined or expired. */
  cancelled: number;
  /** Held, but the attendee did not come (NO_SHOW). */
  noShows: number;
  /** Awaiting payment or the host (the `booked` step), past or ahead. */
  pending: number;
  /** Moved at least once, whatever became of them. */
  rescheduled: number;
}

/** Folds the range's meetings, counted per group of facts, into the summary's figures. */
export function tallyMeetings(groups: ReadonlyArray<MeetingFacts & { meetings: number }>): MeetingTally {
  const tally: MeetingTally = {
    meetings: 0,
    held: 0,
    upcoming: 0,
    completed: 0,
    cancelled: 0,
    noShows: 0,
    pending: 0,
    rescheduled: 0,
  };
  for (const group of groups) {
    const n = group.meetings;
    const state = meetingState(group);
    const step = PROJECTIONS[state].funnel;
    tally.meetings += n;
    if (step === 'held') tally.held += n;
    if (!group.ended && (step === 'booked' || step === 'confirmed')) tally.upcoming += n;
    if (state === 'DONE') tally.completed += n;
    if (step === 'lost') tally.cancelled += n;
    if (state === 'NO_SHOW') tally.noShows += n;
    if (step === 'booked') tally.pending += n;
    if (group.rescheduled) tally.rescheduled += n;
  }
  return tally;
}
