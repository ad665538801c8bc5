import type { ConfirmBookingBody } from '@kairos/core/bookings/meeting-schema';
import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import { isExclusionViolation, retryTransaction } from '@kairos/db/errors';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { lockAgents } from '../bookings/repo.ts';
import { recordChange } from '../lifecycle/changes.ts';
import { recordBookingEvent } from '../lifecycle/repo.ts';
import { runAfterCommit } from '../payments/jobs.ts';
import { settleOnDecision, unsettledPayment } from '../payments/service.ts';
import * as repo from './repo.ts';

/** Only the meeting's organizer or one of its hosts (or a super-admin role) may change it. */
export function assertCanEdit(auth: AuthContext, meeting: repo.MeetingRow): void {
  const isHost = meeting.organizerId === auth.agentId || meeting.agentIds.includes(auth.agentId);
  if (!isHost && !auth.role.isSuperAdminRole) throw new AppError('CAN_NOT_EDIT_MEET');
}

/**
 * `POST /meet/agent/confirm-booking`: confirms a booking that awaits the host (it then holds its
 * slot, and the attendee gets the invitation), or rejects it (the attendee is told).
 */
export async function decideBooking(
  deps: Deps,
  auth: AuthContext,
  body: ConfirmBookingBody,
): Promise<{ meetingId: string; status: repo.MeetingRow['status'] }> {
  const meeting = isUuid(body.meetingId)
    ? await repo.findMeetingInWorkspace(deps.db, auth.appId, body.meetingId)
    : undefined;
  if (!meeting) throw new AppError('NOT_FOUND', 'Booking not found');
  assertCanEdit(auth, meeting);
  const now = deps.now();
  const confirm = body.action === 'CONFIRM';
  if (confirm && (await unsettledPayment(deps.db, meeting.id))) {
    throw new AppError(
      'CONFLICT',
      'This booking is waiting for its payment; confirm the payment first (or reject the booking)',
    );
  }
  let queueIds: string[];
  let refunds: Array<{ paymentId: string; reason: string }> = [];
  try {
    // A side-effects job holding the same rows may make PostgreSQL abort one of the two as a
    // deadlock: the decision is then simply made again.
    queueIds = await retryTransaction(() =>
      deps.db.transaction(async (tx) => {
        await lockAgents(tx, meeting.agentIds);
        const current = await repo.findMeetingInWorkspace(tx, auth.appId, meeting.id, { forUpdate: true });
        if (current?.status !== 'ACTION_REQUIRED') {
          throw new AppError('CONFLICT', 'This booking is not waiting for confirmation');
        }
        await repo.updateMeeting(tx, meeting.id, {
          status: confirm ? 'ACTIVE' : 'CANCELLED',
          updatedAt: now,
          ...(confirm
            ? {}
            : { cancellation: { byUserId: auth.agentId, reason: body.reason ?? '', at: now.toISOString() } }),
        });
        // A confirmed booking holds its slot; the exclusion constraint refuses it if it was taken meanwhile.
        await repo.setHostsBlocking(tx, meeting.id, confirm);
        const attendeeIds = await repo.decideAttendees(tx, meeting.id, !confirm);
        // A rejected booking is never left charged: paid money goes back, pending payments end.
        if (!confirm) refunds = await settleOnDecision(tx, meeting.id, { now, byUserId: auth.agentId });
        const entries = [];
        for (const attendeeId of attendeeIds) {
          const trigger = confirm ? 'booking.confirmed' : 'booking.rejected';
          await recordChange(deps, tx, meeting.appId, trigger, { meetingId: meeting.id, attendeeId });
          entries.push(
            await recordBookingEvent(tx, {
              appId: meeting.appId,
              meetingId: meeting.id,
              attendeeId,
              kind: confirm ? 'CONFIRMED' : 'REJECTED',
            }),
          );
        }
        return entries.map((e) => e.id);
      }),
    );
  } catch (error) {
    if (isExclusionViolation(error)) {
      throw new AppError(
        'SLOT_IS_NOT_AVAILABLE',
        'This time was booked by someone else meanwhile; reject the request or reschedule it',
      );
    }
    throw error;
  }
  await runAfterCommit(deps, { queueIds, refunds });
  return { meetingId: meeting.id, status: confirm ? 'ACTIVE' : 'CANCELLED' };
}
