import { z } from 'zod';
import { isoInstant } from '../dates/instant-schema.ts';
import { TimezoneSchema } from '../events/availability.ts';
import { PublicEventSchema } from '../events/public-event-schema.ts';
import { LOCALES } from '../i18n/locales.ts';
import { OnlineMeetingSchema } from '../meetings/online-meeting.ts';
import { MEETING_STATUSES } from './book-schema.ts';
import { BOOKING_STATES } from './lifecycle.ts';

/** `POST /meet/agent/confirm-booking`: the host decides on a booking that awaits confirmation. */
export const ConfirmBookingBodySchema = z.object({
  meetingId: z.string().min(1, 'Required').max(64),
  action: z.enum(['CONFIRM', 'REJECT'], { error: 'Choose CONFIRM or REJECT' }),
  reason: z.string().trim().max(2000).optional(),
});
export type ConfirmBookingBody = z.infer<typeof ConfirmBookingBodySchema>;

export const ConfirmBookingResponseSchema = z.object({
  meetingId: z.string(),
  status: z.enum(MEETING_STATUSES),
});

const ChangeRecordSchema = z.object({
  byUserId: z.string().optional(),
  byAttendeeId: z.string().optional(),
  reason: z.string(),
  at: z.string(),
});
export type ChangeRecord = z.infer<typeof ChangeRecordSchema>;

/** What the attendee may still do with their booking, by the same rules the PATCH calls apply. */
export const AttendeePolicySchema = z.object({
  reschedule: z.object({
    allowed: z.boolean(),
    reason: z.string().optional(),
    remaining: z.number().int().optional(),
  }),
  cancel: z.object({ allowed: z.boolean(), reason: z.string().optional() }),
  cancellationPolicy: z.string(),
});

const iso = isoInstant();
const reason = z.string().trim().max(2000).optional();

/** `PATCH /meet/reschedule`: the attendee moves their booking (by the id in their link). */
export const RescheduleBodySchema = z.object({
  attendeeId: z.string().min(1, 'Required').max(64),
  time: iso,
  timezone: TimezoneSchema,
  duration: z.number().int().min(1).max(1440).optional(),
  reason,
});
export type RescheduleBody = z.infer<typeof RescheduleBodySchema>;

export const RescheduleResponseSchema = z.object({
  queueId: z.string(),
  status: z.enum(['PENDING', 'DONE', 'FAILURE']),
  meetingId: z.string(),
  attendeeId: z.string(),
});
export type RescheduleResponse = z.infer<typeof RescheduleResponseSchema>;

/** `PATCH /meet/cancel`: the attendee cancels their booking (their seat, in a GROUP meeting). */
export const CancelBodySchema = z.object({ attendeeId: z.string().min(1, 'Required').max(64), reason });
export type CancelBody = z.infer<typeof CancelBodySchema>;

export const CancelResponseSchema = z.object({
  meetingId: z.string(),
  attendeeId: z.string(),
  status: z.literal('CANCELLED'),
});
export type CancelResponse = z.infer<typeof CancelResponseSchema>;

/** `PATCH /meet/agent/reschedule`: a host moves the whole meeting. */
export const AgentRescheduleBodySchema = z.object({
  meetingId: z.string().min(1, 'Required').max(64),
  time: iso,
  duration: z.number().int().min(1).max(1440).optional(),
  reason,
});
export type AgentRescheduleBody = z.infer<typeof AgentRescheduleBodySchema>;

/** `PATCH /meet/agent/cancel`: a host cancels the meeting, optionally asking attendees to book again. */
export const AgentCancelBodySchema = z.object({
  meetingId: z.string().min(1, 'Required').max(64),
  reason,
  requestReschedule: z.boolean().optional(),
});
export type AgentCancelBody = z.infer<typeof AgentCancelBodySchema>;

export const MeetingStatusResponseSchema = z.object({
  meetingId: z.string(),
  status: z.enum(MEETING_STATUSES),
});
export type MeetingStatusResponse = z.infer<typeof MeetingStatusResponseSchema>;

/** What the thanks, reschedule and cancel pages show of one attendee's booking — theirs only. */
export const AttendeeViewSchema = z.object({
  attendee: z.object({
    _id: z.string(),
    fullName: z.string(),
    emailId: z.string(),
    timezone: z.string(),
    status: z.enum(['ACTIVE', 'CANCELLED']),
    guests: z.array(z.string()),
    bookingConfirmationRequired: z.boolean(),
    rejectedByAdmin: z.boolean(),
    /** The language the attendee booked in, for their reschedule and cancel pages; null for older bookings (English). */
    language: z.enum(LOCALES).nullable(),
    /** This seat's place in the booking lifecycle (`bookings/lifecycle`). */
    state: z.enum(BOOKING_STATES),
  }),
  meeting: z.object({
    _id: z.string(),
    time: z.string(),
    endTime: z.string(),
    duration: z.number().int(),
    /** The booking's status as this attendee's seat has it (a seat may wait for its payment in a meeting that stands). */
    status: z.enum(MEETING_STATUSES),
    timezone: z.string(),
    mode: z.record(z.string(), z.unknown()).nullable(),
    location: z.string().nullable(),
    /** The video meeting's link and passcode (no provider error: that is for hosts). */
    onlineMeeting: OnlineMeetingSchema.optional(),
    hosts: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
    eventName: z.string(),
    reschedule: ChangeRecordSchema.nullable().optional(),
    cancellation: ChangeRecordSchema.nullable().optional(),
    prevMeet: z.object({ time: z.string(), endTime: z.string() }).nullable().optional(),
    rescheduleCount: z.number().int().optional(),
  }),
  event: PublicEventSchema.nullable(),
  accessLink: z.string(),
  policy: AttendeePolicySchema.optional(),
  /** The share link the meeting was booked through, with where to send the visitor after a cancel. */
  shareLink: z
    .object({
      link: z.string(),
      redirects: z.object({ onSuccessURL: z.string().optional(), onCancelURL: z.string().optional() }),
    })
    .nullable()
    .optional(),
});
export type AttendeeView = z.infer<typeof AttendeeViewSchema>;
