import type {
  AgentCancelBody,
  AgentRescheduleBody,
  MeetingStatusResponse,
} from '@kairos/core/bookings/meeting-schema';
import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import { retryTransaction } from '@kairos/db/errors';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { assertChangeable, parseStart } from '../bookings/change-rules.ts';
import { moveWholeMeeting, replanReminders, withBookingRetries } from '../bookings/meeting-move.ts';
import { findGroupMeetingAt, lockAgents } from '../bookings/repo.ts';
import { holdSlot } from '../bookings/slot-hold.ts';
import { cancelWholeMeeting } from '../lifecycle/cancel-meeting.ts';
import { recordChange } from '../lifecycle/changes.ts';
import { sendBookingEvents } from '../lifecycle/jobs.ts';
import { recordBookingEvent } from '../lifecycle/repo.ts';
import { runAfterCommit } from '../payments/jobs.ts';
import { settleOnDecision } from '../payments/service.ts';
import { loadEventForSlots } from '../public-events/service.ts';
import { chooseDuration } from '../slots/service.ts';
import * as repo from './repo.ts';
import { assertCanEdit } from './service.ts';

async function editableMeeting(deps: Deps, auth: AuthContext, meetingId: string): Promise<repo.MeetingRow> {
  const meeting = isUuid(meetingId)
    ? await repo.findMeetingInWorkspace(deps.db, auth.appId, meetingId)
    : undefined;
  if (!meeting) throw new AppError('NOT_FOUND', 'Booking not found');
  assertCanEdit(auth, meeting);
  return meeting;
}

/**
 * `PATCH /meet/agent/reschedule`: a host moves the whole meeting (every attendee with it), under
 * the booking locks; the event's attendee policy does not bind the host.
 */
export async function agentReschedule(
  deps: Deps,
  auth: AuthContext,
  body: AgentRescheduleBody,
): Promise<MeetingStatusResponse> {
  const now = deps.now();
  const meeting = await editableMeeting(deps, auth, body.meetingId);
  assertChangeable(meeting, now);
  const source = await loadEventForSlots(deps, meeting.eventId);
  const duration = chooseDuration(source, body.duration ?? meeting.duration);
  const start = parseStart(body.time);
  // The hosts' calendars, asked live outside the transaction, as a booking does.
  const liveBusy = await deps.calendars.recheck(
    deps,
    source,
    start,
    new Date(start.getTime() + duration * 60_000),
  );

  const written = await withBookingRetries(() =>
    deps.db.transaction(async (tx) => {
      await lockAgents(tx, [...source.agents.map((a) => a.id), ...meeting.agentIds]);
      const current = await repo.lockMeeting(tx, meeting.id);
      if (!current) throw new AppError('NOT_FOUND', 'Booking not found');
      assertChangeable(current, now);
      if (current.type === 'GROUP') {
        // Two group meetings at one start would split one class in two.
        const other = await findGroupMeetingAt(tx, current.eventId, start);
        if (other && other.id !== current.id) throw new AppError('SLOT_IS_NOT_AVAILABLE');
      }
      const { freeAgentIds } = await holdSlot(tx, {
        source,
        start,
        duration,
        now,
        seats: current.attendeeCount,
        excludeMeetingId: current.id,
        recheck: { liveBusy, calendars: deps.calendars },
      });
      const moved = await moveWholeMeeting(tx, {
        source,
        meeting: current,
        start,
        duration,
        now,
        freeAgentIds,
        by: { byUserId: auth.agentId },
        reason: body.reason ?? '',
      });
      const attendeeIds = await repo.findActiveAttendeeIds(tx, current.id);
      const reminders = await replanReminders(tx, {
        reminders: deps.reminders,
        cancelFrom: { meetingId: current.id },
        meeting: moved,
        attendeeIds,
        notifications: source.event.notifications,
        now,
      });
      const queueIds: string[] = [];
      for (const attendeeId of attendeeIds) {
        await recordChange(deps, tx, current.appId, 'booking.rescheduled', {
          meetingId: current.id,
          attendeeId,
        });
        const queue = await recordBookingEvent(tx, {
          appId: current.appId,
          meetingId: current.id,
          attendeeId,
          kind: 'RESCHEDULED',
        });
        queueIds.push(queue.id);
      }
      return { moved, reminders, queueIds };
    }),
  );
  await sendBookingEvents(deps, written.queueIds);
  await deps.reminders.schedule(deps, written.reminders);
  return { meetingId: meeting.id, status: written.moved.status };
}

/**
 * `PATCH /meet/agent/cancel`: a host cancels the meeting for everyone; with `requestReschedule`
 * each attendee is also sent a link to book again, their name and email filled in.
 */
export async function agentCancel(
  deps: Deps,
  auth: AuthContext,
  body: AgentCancelBody,
): Promise<MeetingStatusResponse> {
  const now = deps.now();
  const meeting = await editableMeeting(deps, auth, body.meetingId);
  assertChangeable(meeting, now);
  const kind = body.requestReschedule ? 'RESCHEDULE_REQUEST' : 'CANCELLED';
  let refunds: Array<{ paymentId: string; reason: string }> = [];
  const queueIds = await retryTransaction(() =>
    deps.db.transaction(async (tx) => {
      const current = await repo.lockMeeting(tx, meeting.id);
      if (!current) throw new AppError('NOT_FOUND', 'Booking not found');
      assertChangeable(current, now);
      const attendeeIds = await cancelWholeMeeting(tx, current, {
        by: { byUserId: auth.agentId },
        reason: body.reason ?? '',
        now,
        rescheduleRequestSent: body.requestReschedule === true,
        reminders: deps.reminders,
      });
      // A host's cancellation always gives the money back.
      refunds = await settleOnDecision(tx, current.id, {
        now,
        byUserId: auth.agentId,
        reason: 'The host cancelled the booking',
      });
      const ids: string[] = [];
      for (const attendeeId of attendeeIds) {
        await recordChange(deps, tx, current.appId, 'booking.cancelled', {
          meetingId: current.id,
          attendeeId,
        });
        ids.push(
          (await recordBookingEvent(tx, { appId: current.appId, meetingId: current.id, attendeeId, kind }))
            .id,
        );
      }
      return ids;
    }),
  );
  await runAfterCommit(deps, { queueIds, refunds });
  return { meetingId: meeting.id, status: 'CANCELLED' };
}
