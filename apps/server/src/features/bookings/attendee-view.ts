import { type ChangeDecision, canCancel, canReschedule } from '@kairos/core/bookings/change-policy';
import type { AttendeeView, ChangeRecord } from '@kairos/core/bookings/meeting-schema';
import { AppError } from '@kairos/core/errors';
import type { Notifications } from '@kairos/core/events/notifications-schema';
import { isLocale } from '@kairos/core/i18n/locales';
import { isUuid } from '@kairos/core/ids';
import { onlineMeetingOf } from '@kairos/core/meetings/online-meeting-view';
import type { Deps } from '../../deps.ts';
import { toPublicEventDto } from '../events/dto.ts';
import { loadEventForSlots } from '../public-events/service.ts';
import { changeInput } from './change-rules.ts';
import * as repo from './repo.ts';
import { seatOf } from './seat.ts';

/** `GET /attendee/{id}`: one attendee's own booking, its meeting and event — nobody else's data. */
export async function getAttendeeView(deps: Deps, attendeeId: string): Promise<AttendeeView> {
  const attendee = isUuid(attendeeId) ? await repo.findAttendee(deps.db, attendeeId) : undefined;
  const meeting = attendee ? await repo.findMeeting(deps.db, attendee.meetingId) : undefined;
  if (!attendee || !meeting) throw new AppError('NOT_FOUND', 'This booking could not be found');
  const [source, hosts, accessLink, shareLink] = await Promise.all([
    loadEventForSlots(deps, meeting.eventId).catch(() => undefined),
    repo.findAgentContacts(deps.db, meeting.agentIds),
    repo.findWorkspaceAccessLink(deps.db, meeting.appId),
    meeting.shareLinkId ? repo.findShareLinkRedirects(deps.db, meeting.shareLinkId) : undefined,
  ]);
  const seat = seatOf(meeting, attendee, deps.now());
  return {
    attendee: {
      _id: attendee.id,
      fullName: attendee.fullName,
      emailId: attendee.emailId,
      timezone: attendee.timezone,
      status: attendee.status,
      guests: attendee.guests,
      bookingConfirmationRequired: attendee.bookingConfirmationRequired,
      rejectedByAdmin: attendee.rejectedByAdmin,
      language: isLocale(attendee.language) ? attendee.language : null,
      state: seat.state,
    },
    meeting: {
      _id: meeting.id,
      time: meeting.startAt.toISOString(),
      endTime: meeting.endAt.toISOString(),
      duration: meeting.duration,
      status: seat.wire,
      timezone: meeting.timezone,
      mode: meeting.mode ?? null,
      location: meeting.location,
      onlineMeeting: onlineMeetingOf(meeting, 'attendee'),
      hosts: hosts.map((h) => ({ firstName: h.firstName, lastName: h.lastName })),
      eventName: meeting.modifiedEventName ?? source?.event.name ?? '',
      reschedule: toChangeRecord(meeting.reschedule),
      cancellation: toChangeRecord(meeting.cancellation),
      prevMeet: toPrevMeet(meeting.prevMeet),
      rescheduleCount: meeting.rescheduleCount,
    },
    event: source ? toPublicEventDto(source.event) : null,
    accessLink: accessLink ?? '',
    shareLink: shareLink ?? null,
    ...(source ? { policy: policyOf(source.event, meeting, attendee, deps.now()) } : {}),
  };
}

/** What the attendee may still do, by the same rules `PATCH /meet/reschedule` and `/meet/cancel` apply. */
function policyOf(
  event: { status: string; notifications: Notifications },
  meeting: repo.MeetingRow,
  attendee: repo.AttendeeRow,
  now: Date,
): NonNullable<AttendeeView['policy']> {
  const { notifications } = event;
  const reschedule = canReschedule(changeInput(notifications.reschedule, meeting, attendee, now));
  const cancel = canCancel(changeInput(notifications.cancel, meeting, attendee, now));
  // An event switched off takes no new times (the reschedule call answers 404 then).
  const movable: ChangeDecision =
    reschedule.ok && event.status !== 'ACTIVE'
      ? { ok: false, code: 'RESCHEDULE_NOT_ALLOWED', message: 'This event is no longer accessible' }
      : reschedule;
  return {
    reschedule: movable.ok
      ? { allowed: true, ...(movable.remaining === undefined ? {} : { remaining: movable.remaining }) }
      : { allowed: false, reason: movable.message },
    cancel: cancel.ok ? { allowed: true } : { allowed: false, reason: cancel.message },
    cancellationPolicy: notifications.cancellationPolicy,
  };
}

function toChangeRecord(value: Record<string, unknown> | null): ChangeRecord | null {
  if (!value) return null;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : undefined);
  const byUserId = text('byUserId');
  const byAttendeeId = text('byAttendeeId');
  return {
    ...(byUserId ? { byUserId } : {}),
    ...(byAttendeeId ? { byAttendeeId } : {}),
    reason: text('reason') ?? '',
    at: text('at') ?? '',
  };
}

function toPrevMeet(value: Record<string, unknown> | null): { time: string; endTime: string } | null {
  return value && typeof value.time === 'string' && typeof value.endTime === 'string'
    ? { time: value.time, endTime: value.endTime }
    : null;
}
