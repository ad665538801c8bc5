import type { BookingState } from '@kairos/core/bookings/lifecycle';
import type { MeetingMode } from '@kairos/core/events/mode-schema';
import type { PaymentMethod } from '@kairos/core/events/payment-schema';
import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import type { EventQuestionType } from '@kairos/core/events/question-schema';
import type { PaymentStart } from '@kairos/core/payments/payment-start-schema';
import type { SubmittedAnswer } from '@kairos/core/questions/answer-types';

/**
 * Wire shapes of the public booking endpoints (`/website/dates`, `/meet/book`, the queue status and
 * `/attendee/{id}`), as agreed with the server; the event shapes come from core.
 */
export interface DaySlot {
  /** The slot's start, ISO 8601 UTC. */
  time: string;
  spotsLeft?: number;
  /** False for a booked slot the event still shows (`showBookedSlots`). */
  available?: boolean;
}

export interface DatesRequest {
  eventId: string;
  startDate: string;
  endDate: string;
  timezone: string;
  duration?: number;
  /** A round robin's host the visitor picked. */
  agentId?: string;
}

export interface DatesResponse {
  /** The zone the days are keyed in: the visitor's, or the event's when it locks its zone. */
  timezone?: string;
  duration?: number;
  days: Record<string, DaySlot[]>;
}

/** One answer as the server validates it (core's shape), with the question's text and type. */
export interface BookingAnswer extends SubmittedAnswer {
  question: string;
  type: EventQuestionType;
}

export interface UploadedFile {
  key: string;
  name: string;
  size: number;
  url: string;
  contentType: string;
}

export interface BookingRequest {
  eventId: string;
  time: string;
  duration: number;
  timezone: string;
  attendee: { fullName: string; emailId: string; answers: BookingAnswer[]; guests: string[] };
  mode?: { key: MeetingMode; value?: string };
  utms?: Record<string, string>;
  verificationCode?: string;
  termsAccepted?: boolean;
  payment?: { method: PaymentMethod };
  /** A round robin's host the visitor picked. */
  agentId?: string;
  /** The language the visitor booked in: their letters follow it. */
  language?: string;
}

export type QueueStatus = 'PENDING' | 'DONE' | 'FAILURE';
export type MeetingStatus = 'ACTIVE' | 'CANCELLED' | 'ACTION_REQUIRED';

export interface BookingQueued {
  /** Absent while a payment is awaited: the booking is announced once it is paid. */
  queueId?: string;
  status: QueueStatus;
  payment?: PaymentStart;
}

export interface QueueStatusResponse {
  status: QueueStatus;
  meetingId?: string;
  attendeeId?: string;
  meetingStatus?: MeetingStatus;
  /** The meeting's hosts once it is made (a round robin's assigned host alone). */
  hosts?: Array<{ firstName: string; lastName: string }>;
  error?: string;
}

/** `GET /attendee/{id}`; every part is read defensively, the thanks page degrades without it. */
export interface AttendeeDetailsResponse {
  attendee?: {
    _id?: string;
    fullName?: string;
    emailId?: string;
    timezone?: string;
    status?: string;
    /** The seat's place in the booking lifecycle (`bookings/lifecycle`). */
    state?: BookingState;
    guests?: string[];
    payment?: { amount?: number; currencyCode?: string; method?: string; status?: string } | null;
  };
  meeting?: {
    _id?: string;
    time?: string;
    duration?: number;
    timezone?: string;
    status?: MeetingStatus;
    mode?: { key?: MeetingMode; value?: string } | MeetingMode | null;
    location?: string | null;
    onlineMeeting?: {
      link?: string;
      password?: string;
      status?: 'PENDING' | 'READY' | 'FAILED';
    } | null;
    modifiedEventName?: string | null;
    /** The meeting's own hosts: a round robin's assigned host alone, not every host of the event. */
    hosts?: Array<{ firstName?: string; lastName?: string }>;
  };
  event?: Partial<PublicEvent>;
}
