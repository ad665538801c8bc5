import type { AttendeeView } from '@kairos/core/bookings/meeting-schema';
import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import type { Deps } from '../../deps.ts';
import { toPublicEventDto } from '../events/dto.ts';
import { loadEventForSlots } from '../public-events/service.ts';
import * as repo from './repo.ts';

/** `GET /attendee/{id}`: one attendee's own booking, its meeting and event — nobody else's data. */
export async function getAttendeeView(deps: Deps, attendeeId: string): Promise<AttendeeView> {
  const attendee = isUuid(attendeeId) ? await repo.findAttendee(deps.db, attendeeId) : undefined;
  const meeting = attendee ? await repo.findMeeting(deps.db, attendee.meetingId) : undefined;
  if (!attendee || !meeting) throw new AppError('NOT_FOUND', 'This booking could not be found');
  const [source, hosts, accessLink] = await Promise.all([
    loadEventForSlots(deps, meeting.eventId).catch(() => undefined),
    repo.findAgentContacts(deps.db, meeting.agentIds),
    repo.findWorkspaceAccessLink(deps.db, meeting.appId),
  ]);
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
    },
    meeting: {
      _id: meeting.id,
      time: meeting.startAt.toISOString(),
      endTime: meeting.endAt.toISOString(),
      duration: meeting.duration,
      status: meeting.status,
      timezone: meeting.timezone,
      mode: meeting.mode ?? null,
      location: meeting.location,
      hosts: hosts.map((h) => ({ firstName: h.firstName, lastName: h.lastName })),
      eventName: meeting.modifiedEventName ?? source?.event.name ?? '',
    },
    event: source ? toPublicEventDto(source.event) : null,
    accessLink: accessLink ?? '',
  };
}
