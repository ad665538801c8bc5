import type { ChangeDecision, ChangeInput, ChangePolicy } from '@kairos/core/bookings/change-policy';
import { AppError } from '@kairos/core/errors';
import type { AttendeeRow, MeetingRow } from './repo.ts';

/** The pure rule's input for one attendee's booking as stored. */
export function changeInput(
  policy: ChangePolicy,
  meeting: Pick<MeetingRow, 'startAt' | 'status' | 'rescheduleCount'>,
  attendee: Pick<AttendeeRow, 'status'>,
  now: Date,
): ChangeInput {
  return {
    policy,
    meeting: { start: meeting.startAt, status: meeting.status, rescheduleCount: meeting.rescheduleCount },
    attendee: { status: attendee.status },
    now,
  };
}

/** Throws the refusal of a change rule as the API error of the same code and message. */
export function assertAllowed(decision: ChangeDecision): void {
  if (!decision.ok) throw new AppError(decision.code, decision.message);
}

/** What holds for a host's change too: a cancelled or past meeting cannot be changed. */
export function assertChangeable(meeting: Pick<MeetingRow, 'status' | 'startAt'>, now: Date): void {
  if (meeting.status === 'CANCELLED') throw new AppError('MEETING_CANCELLED');
  if (now.getTime() >= meeting.startAt.getTime()) throw new AppError('MEETING_PAST');
}

/** A start on the minute grid: anything else was never offered. */
export function parseStart(time: string): Date {
  const start = new Date(time);
  if (start.getUTCSeconds() !== 0 || start.getUTCMilliseconds() !== 0)
    throw new AppError('SLOT_IS_NOT_AVAILABLE');
  return start;
}

export const CHANGED_MEANWHILE = 'This booking changed meanwhile; please reload it and try again';
