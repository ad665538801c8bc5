import { seatWireStatus } from '@kairos/core/bookings/lifecycle';
import type { WebhookData } from '@kairos/core/webhooks/webhook-schema';
import { meetingPlace } from '../bookings/meeting-entry.ts';
import { seatFactsOf } from '../bookings/seat.ts';
import type * as repo from './repo.ts';

type BookingRow = NonNullable<Awaited<ReturnType<typeof repo.findBookingSnapshot>>>;
type AttendeeRow = NonNullable<Awaited<ReturnType<typeof repo.findAttendee>>>;
type ContactRow = NonNullable<Awaited<ReturnType<typeof repo.findContact>>>;
type ResponseRow = NonNullable<Awaited<ReturnType<typeof repo.findRoutingResponse>>>;

/** The booking as integrators see it in a webhook (never a database row). */
export function toBookingData(
  row: BookingRow,
  attendee: AttendeeRow | undefined,
): NonNullable<WebhookData['booking']> {
  const m = row.meeting;
  const prev = m.prevMeet;
  const reason = m.cancellation?.reason;
  return {
    meetingId: m.id,
    // As this attendee's seat has it: in a group meeting that stands, a seat may still wait.
    status: attendee ? seatWireStatus(seatFactsOf(m, attendee)) : m.status,
    eventId: m.eventId,
    eventName: m.modifiedEventName ?? row.eventName ?? '',
    startAt: m.startAt.toISOString(),
    endAt: m.endAt.toISOString(),
    timezone: m.timezone,
    // Where to meet: the video link, the address, or what the mode is.
    location: meetingPlace(m) ?? null,
    organizer: row.organizer
      ? {
          id: row.organizer.id,
          name: `${row.organizer.firstName} ${row.organizer.lastName}`.trim(),
          email: row.organizer.emailId,
        }
      : null,
    noShow: m.markAsNoShow,
    rescheduleCount: m.rescheduleCount,
    previous:
      typeof prev?.time === 'string' && typeof prev.endTime === 'string'
        ? { startAt: prev.time, endAt: prev.endTime }
        : null,
    cancellationReason: m.status === 'CANCELLED' && typeof reason === 'string' ? reason : null,
    attendee: attendee
      ? {
          id: attendee.id,
          name: attendee.fullName,
          email: attendee.emailId,
          timezone: attendee.timezone,
          status: attendee.status,
          guests: attendee.guests,
          answers: attendee.answers,
          utms: attendee.utms,
          payment: attendee.payment,
        }
      : null,
  };
}

export function toContactData(row: ContactRow): NonNullable<WebhookData['contact']> {
  return {
    id: row.id,
    email: row.emailId,
    name: row.name,
    phoneNumber: row.phoneNumber,
    status: row.status,
    tags: row.tags,
  };
}

export function toRoutingResponseData(row: ResponseRow): NonNullable<WebhookData['routingFormResponse']> {
  const r = row.response;
  return {
    id: r.id,
    formId: r.formId,
    formName: row.formName ?? '',
    answers: r.answers,
    matchedRuleId: r.matchedRuleId,
    redirect: r.redirect,
    submittedAt: r.createdAt.toISOString(),
  };
}
