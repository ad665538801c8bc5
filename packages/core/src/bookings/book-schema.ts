import { z } from 'zod';
import { EmailSchema } from '../accounts/schemas.ts';
import { isoInstant } from '../dates/instant-schema.ts';
import { TimezoneSchema } from '../events/availability.ts';
import { MEETING_MODES } from '../events/mode-schema.ts';
import { LOCALES } from '../i18n/locales.ts';
import { BookPaymentSchema, PaymentStartSchema } from '../payments/payment-start-schema.ts';

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export const UtmsSchema = z.partialRecord(z.enum(UTM_KEYS), z.string().trim().max(500));
export type Utms = z.infer<typeof UtmsSchema>;

export const AttachmentSchema = z.object({
  name: z.string().min(1).max(500),
  key: z.string().max(1000).optional(),
  url: z.string().max(2000).optional(),
  size: z.number().int().min(0).optional(),
  contentType: z.string().max(200).optional(),
});

export const AnswerSchema = z.object({
  questionId: z.string().min(1).max(64),
  question: z.string().max(1000).optional(),
  answer: z.string().max(10_000).default(''),
  type: z.string().max(40).optional(),
  otherAnswer: z.string().max(1000).optional(),
  attachments: z.array(AttachmentSchema).max(10).optional(),
});
export type Answer = z.infer<typeof AnswerSchema>;

export const BookAttendeeSchema = z.object({
  fullName: z.string().trim().min(1, 'Please enter name').max(200, 'Use at most 200 characters'),
  emailId: EmailSchema,
  answers: z.array(AnswerSchema).max(100).default([]),
  guests: z.array(EmailSchema).max(50, 'Add at most 50 guests').default([]),
});

/** `POST /meet/book`: a visitor books one slot of an event. */
export const BookBodySchema = z.object({
  eventId: z.string().min(1, 'Required').max(64),
  time: isoInstant(),
  duration: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .optional(),
  timezone: TimezoneSchema,
  attendee: BookAttendeeSchema,
  mode: z
    .object({
      key: z.enum(MEETING_MODES, { error: 'Please select location' }),
      value: z.string().trim().max(1000).optional(),
    })
    .optional(),
  utms: UtmsSchema.optional(),
  verificationCode: z
    .string()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email')
    .optional(),
  termsAccepted: z.boolean().optional(),
  /** How the visitor pays, when the event takes payment; LATER only when payment is not required. */
  payment: BookPaymentSchema.optional(),
  /** A round robin's host the visitor picked, when the event lets them; absent = any free host. */
  agentId: z.string().min(1).max(64).optional(),
  /**
   * The language the visitor booked in; their letters and pages use it. Absent: the event's fixed
   * language, else the best match for the request's `Accept-Language`, else English.
   */
  language: z.enum(LOCALES, { error: `Use one of: ${LOCALES.join(', ')}` }).optional(),
});
export type BookBody = z.infer<typeof BookBodySchema>;

export const BookQuerySchema = z.object({
  responseId: z.string().max(64).optional(),
  externalId: z.string().max(200).optional(),
});
export type BookQuery = z.infer<typeof BookQuerySchema>;

export const QUEUE_STATUSES = ['PENDING', 'DONE', 'FAILURE'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/**
 * A free booking answers its side effects' queue entry. A paid one answers the payment instead
 * (and no queue entry until it is paid or, for methods the host settles, until it is booked).
 */
export const BookResponseSchema = z.object({
  queueId: z.string().optional(),
  status: z.enum(QUEUE_STATUSES),
  payment: PaymentStartSchema.optional(),
});
export type BookResponse = z.infer<typeof BookResponseSchema>;

export const MEETING_STATUSES = ['ACTIVE', 'CANCELLED', 'ACTION_REQUIRED'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** `GET /meet/queue-event/status/{id}`: how a booking's side effects are going. */
export const QueueStatusResponseSchema = z.object({
  status: z.enum(QUEUE_STATUSES),
  meetingId: z.string().optional(),
  attendeeId: z.string().optional(),
  /** Once the booking is made: its status as the attendee's seat has it. */
  meetingStatus: z.enum(MEETING_STATUSES).optional(),
  /** Once the booking is made: the hosts the meeting is with (a round robin's assigned host alone). */
  hosts: z.array(z.object({ firstName: z.string(), lastName: z.string() })).optional(),
  error: z.string().optional(),
});
export type QueueStatusResponse = z.infer<typeof QueueStatusResponseSchema>;

export const VerificationCodeBodySchema = z.object({
  emailId: EmailSchema,
  eventId: z.string().min(1, 'Required').max(64),
});
