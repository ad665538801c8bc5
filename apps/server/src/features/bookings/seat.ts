import {
  type BookingState,
  type Projection,
  projectSeat,
  type SeatFacts,
} from '@kairos/core/bookings/lifecycle';
import type { AttendeeRow, MeetingRow } from './repo.ts';

type MeetingFacts = Pick<MeetingRow, 'status' | 'markAsNoShow' | 'rescheduleCount' | 'endAt'>;
type AttendeeFacts = Pick<
  AttendeeRow,
  'status' | 'bookingConfirmationRequired' | 'rejectedByAdmin' | 'payment'
>;

/** What the lifecycle needs to know of one attendee's seat, from its rows. */
export function seatFactsOf(meeting: MeetingFacts, attendee: AttendeeFacts): SeatFacts {
  const payment = attendee.payment;
  return {
    meetingStatus: meeting.status,
    attendeeStatus: attendee.status,
    confirmationRequired: attendee.bookingConfirmationRequired,
    rejectedByAdmin: attendee.rejectedByAdmin,
    payment:
      payment && typeof payment.status === 'string'
        ? { status: payment.status, method: String(payment.method ?? '') }
        : null,
    markAsNoShow: meeting.markAsNoShow,
    rescheduleCount: meeting.rescheduleCount,
    end: meeting.endAt.getTime(),
  };
}

/** One seat's state and what every place calls it, at `now`. */
export function seatOf(
  meeting: MeetingFacts,
  attendee: AttendeeFacts,
  now: Date,
): Projection & { state: BookingState } {
  return projectSeat(seatFactsOf(meeting, attendee), now.getTime());
}
