import { AppError } from '@kairos/core/errors';
import type { Notifications } from '@kairos/core/events/notifications-schema';
import { pickRoundRobinAgent } from '@kairos/core/slots/round-robin';
import type { Tx } from '@kairos/db/client';
import { isExclusionViolation, isUniqueViolation, retryTransaction } from '@kairos/db/errors';
import type { PlannedReminder, ReminderBook } from '../lifecycle/ports.ts';
import * as lifecycleRepo from '../lifecycle/repo.ts';
import type { EventForSlots } from '../public-events/service.ts';
import * as repo from './repo.ts';

const WEEK_MS = 7 * 86_400_000;

/** Who asked for a change and why, as stored in `meeting.reschedule` / `meeting.cancellation`. */
import type { ChangeRecord } from '../lifecycle/cancel-meeting.ts';

export type { ChangeRecord };

export interface WholeMove {
  source: EventForSlots;
  meeting: repo.MeetingRow;
  start: Date;
  duration: number;
  now: Date;
  freeAgentIds: readonly string[];
  by: ChangeRecord;
  reason: string;
}

/**
 * Inside the transaction that held the new slot: moves the meeting itself (the same calendar
 * entry, its SEQUENCE raised) with its host rows. Round robin keeps the host when they are free
 * at the new time and picks again otherwise.
 */
export async function moveWholeMeeting(tx: Tx, move: WholeMove): Promise<repo.MeetingRow> {
  const { meeting, start, duration, now } = move;
  const agentIds = meeting.type === 'ROUNDROBIN' ? await keepOrPickHost(tx, move) : meeting.agentIds;
  const blocking = await lifecycleRepo.isBlocking(tx, meeting.id);
  const moved = await lifecycleRepo.changeMeeting(tx, meeting.id, {
    startAt: start,
    endAt: new Date(start.getTime() + duration * 60_000),
    duration,
    agentIds,
    organizerId: agentIds.includes(meeting.organizerId)
      ? meeting.organizerId
      : (agentIds[0] ?? meeting.organizerId),
    icsSequence: meeting.icsSequence + 1,
    rescheduleCount: meeting.rescheduleCount + 1,
    prevMeet: { time: meeting.startAt.toISOString(), endTime: meeting.endAt.toISOString() },
    reschedule: { ...move.by, reason: move.reason, at: now.toISOString() },
    updatedAt: now,
  });
  await lifecycleRepo.deleteMeetingHosts(tx, meeting.id);
  await repo.insertMeetingHosts(tx, moved, blocking);
  return moved;
}

async function keepOrPickHost(tx: Tx, move: WholeMove): Promise<string[]> {
  const current = move.meeting.agentIds[0];
  if (current && move.freeAgentIds.includes(current)) return [current];
  const history = await repo.findRoundRobinHistory(
    tx,
    move.source.event._id,
    move.freeAgentIds,
    new Date(move.now.getTime() - 2 * WEEK_MS),
  );
  const picked = pickRoundRobinAgent({
    freeAgentIds: [...move.freeAgentIds],
    meetingsByAgent: history,
    now: move.now,
    timezone: move.source.timezone,
  });
  if (!picked) throw new AppError('SLOT_IS_NOT_AVAILABLE');
  return [picked];
}

/**
 * Cancels what these attendees (all of the meeting's, without `attendeeId`) were still due and
 * plans it again for the meeting as it is now.
 */
export async function replanReminders(
  tx: Tx,
  p: {
    cancelFrom: { meetingId: string; attendeeId?: string };
    meeting: repo.MeetingRow;
    attendeeIds: readonly string[];
    notifications: Pick<Notifications, 'emailReminder' | 'emailFollowUp'>;
    now: Date;
    reminders: Pick<ReminderBook<unknown>, 'cancel' | 'plan'>;
  },
): Promise<PlannedReminder[]> {
  // An attendee who stays in the (moved) meeting keeps a booking notice not sent yet: it goes out
  // as planned, with the new time. One who moves to another meeting loses it with the old meeting.
  await p.reminders.cancel(tx, p.cancelFrom, p.now, {
    keepBookingNotice: p.meeting.status === 'ACTIVE' && p.meeting.id === p.cancelFrom.meetingId,
  });
  if (p.meeting.status !== 'ACTIVE') return [];
  return p.reminders.plan(tx, {
    meeting: p.meeting,
    attendeeIds: p.attendeeIds,
    notifications: p.notifications,
    now: p.now,
  });
}

/**
 * Runs a booking's or a change's transaction, retrying serialisation failures; a lost race for
 * the slot is a 409, and the same address twice on one meeting is `ALREADY_BOOKED`.
 */
export async function withBookingRetries<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await retryTransaction(write);
  } catch (error) {
    if (isExclusionViolation(error)) throw new AppError('SLOT_IS_NOT_AVAILABLE');
    if (isUniqueViolation(error, 'attendees_meeting_email_key')) throw new AppError('ALREADY_BOOKED');
    throw error;
  }
}
