import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import type { Locale } from '@kairos/core/i18n/locales';
import type { MeetingStatus, QueueStatus } from '../booker/booking-contract';

/** Whether the attendee may make one kind of change now, and if not, why (a code or a message). */
export interface ChangePolicy {
  allowed: boolean;
  reason?: string;
  /** Reschedules left, when the host limits them. */
  remaining?: number;
}

/** `GET /attendee/{id}`: one attendee's booking, as the reschedule and cancel pages read it. */
export interface AttendeeView {
  attendee: {
    _id: string;
    fullName: string;
    emailId: string;
    timezone: string;
    status: 'ACTIVE' | 'CANCELLED';
    guests: string[];
    bookingConfirmationRequired: boolean;
    rejectedByAdmin: boolean;
    /** The language the attendee booked in; null (or absent) for older bookings. */
    language?: Locale | null;
  };
  meeting: {
    _id: string;
    time: string;
    endTime: string;
    duration: number;
    status: MeetingStatus;
    timezone: string;
    mode: Record<string, unknown> | null;
    location: string | null;
    hosts: Array<{ firstName: string; lastName: string }>;
    eventName: string;
    reschedule?: { reason?: string | null; at?: string | null } | null;
    cancellation?: { reason?: string | null; at?: string | null } | null;
  };
  event: PublicEvent | null;
  accessLink: string;
  /** Being added to the server; pages fall back to the meeting's own state without it. */
  policy?: {
    reschedule: ChangePolicy;
    cancel: ChangePolicy;
    cancellationPolicy: string;
  };
  /** The share link the meeting was booked through: where to send the visitor after a cancel. */
  shareLink?: { link: string; redirects: { onSuccessURL?: string; onCancelURL?: string } } | null;
}

export interface RescheduleRequest {
  attendeeId: string;
  time: string;
  timezone: string;
  duration?: number;
  reason?: string;
}

export interface RescheduleResponse {
  queueId: string;
  status: QueueStatus;
  meetingId: string;
  attendeeId: string;
}

export interface CancelRequest {
  attendeeId: string;
  reason?: string;
}

export interface CancelResponse {
  meetingId: string;
  attendeeId: string;
  status: 'CANCELLED';
}
