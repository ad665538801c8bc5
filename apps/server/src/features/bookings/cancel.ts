import { canCancel } from '@kairos/core/bookings/change-policy';
import type { CancelBody, CancelResponse } from '@kairos/core/bookings/meeting-schema';
import { AppError } from '@kairos/core/errors';
import { NotificationsSchema } from '@kairos/core/events/notifications-schema';
import { isUuid } from '@kairos/core/ids';
import { retryTransaction } from '@kairos/db/errors';
import type { Deps } from '../../deps.ts';
import { cancelWholeMeeting } from '../lifecycle/cancel-meeting.ts';
import { recordChange } from '../lifecycle/changes.ts';
import { sendBookingEvents } from '../lifecycle/jobs.ts';
import * as lifecycleRepo from '../lifecycle/repo.ts';
import { recordBookingEvent } from '../lifecycle/repo.ts';
import { recordServerStep } from '../lifecycle/steps.ts';
import { runAfterCommit } from '../payments/jobs.ts';
import { refundDue, settleOnDecision } from '../payments/service.ts';
import { loadEventForSlots } from '../public-events/service.ts';
import { assertAllowed, CHANGED_MEANWHILE, changeInput } from './change-rules.ts';
import * as repo from './repo.ts';

/**
 * `PATCH /meet/cancel`: the attendee cancels. In a GROUP meeting that others still attend only
 * their seats go; otherwise the meeting is cancelled and its slot is free again.
 */
export async function cancelBooking(deps: Deps, body: CancelBody): Promise<CancelResponse> {
  const now = deps.now();
  const attendee = isUuid(body.attendeeId) ? await repo.findAttendee(deps.db, body.attendeeId) : undefined;
  const meeting = attendee ? await repo.findMeeting(deps.db, attendee.meetingId) : undefined;
  if (!attendee || !meeting) throw new AppError('NOT_FOUND', 'This booking could not be found');
  const source = await loadEventForSlots(deps, meeting.eventId).catch(() => undefined);
  const policy = (source?.event.notifications ?? NotificationsSchema.parse({})).cancel;
  assertAllowed(canCancel(changeInput(policy, meeting, attendee, now)));
  const reason = body.reason ?? '';
  const cutoffHours = source?.event.payment.refundCutoffHours ?? 0;
  let refunds: Array<{ paymentId: string; reason: string }> = [];

  const queue = await retryTransaction(() =>
    deps.db.transaction(async (tx) => {
      const current = await lifecycleRepo.lockMeeting(tx, meeting.id);
      const me = await lifecycleRepo.lockAttendee(tx, attendee.id);
      if (!current || me?.meetingId !== current.id) throw new AppError('CONFLICT', CHANGED_MEANWHILE);
      assertAllowed(canCancel(changeInput(policy, current, me, now)));
      const others = (await lifecycleRepo.findActiveAttendeeIds(tx, current.id)).filter((id) => id !== me.id);
      if (current.type === 'GROUP' && others.length > 0) {
        await lifecycleRepo.cancelAttendee(tx, me.id);
        await lifecycleRepo.changeMeeting(tx, current.id, {
          attendeeCount: Math.max(0, current.attendeeCount - (1 + me.guests.length)),
          icsSequence: current.icsSequence + 1,
          updatedAt: now,
        });
        await deps.reminders.cancel(tx, { meetingId: current.id, attendeeId: me.id }, now);
      } else {
        await cancelWholeMeeting(tx, current, {
          by: { byAttendeeId: me.id },
          reason,
          now,
          reminders: deps.reminders,
        });
      }
      // The attendee's payment: refunded per the event's policy; an unpaid one simply ends.
      refunds = await settleOnDecision(tx, current.id, {
        now,
        attendeeId: me.id,
        reason: 'The attendee cancelled',
        openStatus: 'FAILED',
        refund: refundDue(cutoffHours, current.startAt, now),
      });
      await recordChange(deps, tx, current.appId, 'booking.cancelled', {
        meetingId: current.id,
        attendeeId: me.id,
      });
      await recordServerStep(tx, {
        appId: current.appId,
        name: 'clicked_cancel_button',
        at: now,
        eventId: current.eventId,
        meetingId: current.id,
      });
      return recordBookingEvent(tx, {
        appId: current.appId,
        meetingId: current.id,
        attendeeId: me.id,
        kind: 'CANCELLED',
      });
    }),
  );
  await sendBookingEvents(deps, [queue.id]);
  await runAfterCommit(deps, { queueIds: [], refunds });
  return { meetingId: meeting.id, attendeeId: attendee.id, status: 'CANCELLED' };
}
