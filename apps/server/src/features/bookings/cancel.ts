import { canCancel } from '@kairos/core/bookings/change-policy';
import type { CancelBody, CancelResponse } from '@kairos/core/bookings/meeting-schema';
import { AppError } from '@kairos/core/errors';
import { NotificationsSchema } from '@kairos/core/events/notifications-schema';
import { isUuid } from '@kairos/core/ids';
import type { Tx } from '@kairos/db/client';
import type { Deps } from '../../deps.ts';
import { recordServerEvent } from '../analytics/funnel.ts';
import * as meetingRepo from '../meetings/repo.ts';
import { cancelNotifications } from '../notifications/repo.ts';
import { loadEventForSlots } from '../public-events/service.ts';
import { emitWebhook } from '../webhooks/emit.ts';
import { assertAllowed, CHANGED_MEANWHILE, changeInput } from './change-rules.ts';
import { bookingSideEffectsJob } from './jobs.ts';
import type { ChangeRecord } from './meeting-move.ts';
import * as repo from './repo.ts';

/**
 * Inside a transaction holding the meeting's row: cancels the meeting and every live seat in it,
 * frees its hosts' time and drops what it was still due to send. Returns the attendees cancelled.
 */
export async function cancelWholeMeeting(
  tx: Tx,
  meeting: repo.MeetingRow,
  p: { by: ChangeRecord; reason: string; now: Date; rescheduleRequestSent?: boolean },
): Promise<string[]> {
  await meetingRepo.changeMeeting(tx, meeting.id, {
    status: 'CANCELLED',
    cancellation: { ...p.by, reason: p.reason, at: p.now.toISOString() },
    icsSequence: meeting.icsSequence + 1,
    updatedAt: p.now,
    ...(p.rescheduleRequestSent ? { rescheduleRequestSent: true } : {}),
  });
  await meetingRepo.setHostsBlocking(tx, meeting.id, false);
  await cancelNotifications(tx, { meetingId: meeting.id }, p.now);
  return meetingRepo.cancelAllAttendees(tx, meeting.id);
}

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

  const queue = await deps.db.transaction(async (tx) => {
    const current = await meetingRepo.lockMeeting(tx, meeting.id);
    const me = await meetingRepo.lockAttendee(tx, attendee.id);
    if (!current || me?.meetingId !== current.id) throw new AppError('CONFLICT', CHANGED_MEANWHILE);
    assertAllowed(canCancel(changeInput(policy, current, me, now)));
    const others = (await meetingRepo.findActiveAttendeeIds(tx, current.id)).filter((id) => id !== me.id);
    if (current.type === 'GROUP' && others.length > 0) {
      await meetingRepo.cancelAttendee(tx, me.id);
      await meetingRepo.changeMeeting(tx, current.id, {
        attendeeCount: Math.max(0, current.attendeeCount - (1 + me.guests.length)),
        icsSequence: current.icsSequence + 1,
        updatedAt: now,
      });
      await cancelNotifications(tx, { meetingId: current.id, attendeeId: me.id }, now);
    } else {
      await cancelWholeMeeting(tx, current, { by: { byAttendeeId: me.id }, reason, now });
    }
    await emitWebhook(deps, tx, current.appId, 'booking.cancelled', {
      meetingId: current.id,
      attendeeId: me.id,
    });
    await recordServerEvent(tx, {
      appId: current.appId,
      name: 'clicked_cancel_button',
      at: now,
      eventId: current.eventId,
      meetingId: current.id,
    });
    return repo.insertQueue(tx, {
      appId: current.appId,
      meetingId: current.id,
      attendeeId: me.id,
      kind: 'CANCELLED',
    });
  });
  await deps.jobs.send(bookingSideEffectsJob(deps), { queueId: queue.id }, { singletonKey: queue.id });
  return { meetingId: meeting.id, attendeeId: attendee.id, status: 'CANCELLED' };
}
