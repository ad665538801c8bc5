import { z } from 'zod';
import { PublicEventSchema } from '../events/public-event-schema.ts';
import { MEETING_STATUSES } from './book-schema.ts';

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
  }),
  meeting: z.object({
    _id: z.string(),
    time: z.string(),
    endTime: z.string(),
    duration: z.number().int(),
    status: z.enum(MEETING_STATUSES),
    timezone: z.string(),
    mode: z.record(z.string(), z.unknown()).nullable(),
    location: z.string().nullable(),
    hosts: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
    eventName: z.string(),
  }),
  event: PublicEventSchema.nullable(),
  accessLink: z.string(),
});
export type AttendeeView = z.infer<typeof AttendeeViewSchema>;
