import { z } from 'zod';
import { EmailSchema } from '../accounts/schemas.ts';
import { AnswerSchema, MEETING_STATUSES } from '../bookings/book-schema.ts';
import { BOOKING_STATES } from '../bookings/lifecycle.ts';
import { MEETING_PAGE_SIZE } from '../constants.ts';
import { isoInstant } from '../dates/instant-schema.ts';
import { TimezoneSchema } from '../events/availability.ts';
import { OnlineMeetingSchema } from './online-meeting.ts';

/**
 * Wire shapes of the host's meetings screens (spec section 7, "Meetings admin" and "Booking").
 * Paths are relative to the bookings base path `/api/v1/bookings`.
 */

const iso = isoInstant();
const id = z.string().min(1, 'Required').max(64);

export const MEETING_PERIODS = ['upcoming', 'past'] as const;
export type MeetingPeriod = (typeof MEETING_PERIODS)[number];

/**
 * The list counts matching meetings only up to this many; past it `total` is this cap and
 * `totalCapped` is true (show "1000+"). `last` is always exact.
 */
export const MEETING_COUNT_CAP = 1000;
/** The most meetings one CSV export holds (newest filters first); narrow the filters for more. */
export const MEETING_EXPORT_MAX = 20_000;

/**
 * The filters of `POST /meet/agent` and `POST /meet/agent/export`.
 * - `period`: `upcoming` = meetings not yet over (end after now), earliest first;
 *   `past` = meetings over (end at or before now), latest first. Without a period, latest first.
 * - `from` / `to`: meetings starting at or after `from` and before `to`.
 * - `agentId`: meetings the agent organizes or hosts.
 * - `search`: part of an attendee's name or email (case-insensitive).
 * - `noShow`: true = only meetings marked no-show; false = only the others.
 */
export const MeetingFiltersSchema = z.object({
  status: z.enum(MEETING_STATUSES, { error: 'Choose ACTIVE, CANCELLED or ACTION_REQUIRED' }).optional(),
  period: z.enum(MEETING_PERIODS, { error: 'Choose upcoming or past' }).optional(),
  from: iso.optional(),
  to: iso.optional(),
  eventId: z.string().max(64).optional(),
  agentId: z.string().max(64).optional(),
  search: z.string().trim().max(200).optional(),
  noShow: z.boolean().optional(),
});
export type MeetingFilters = z.infer<typeof MeetingFiltersSchema>;

/** `POST /meet/agent`: the filters and a page (1-based, 50 meetings at most). */
export const MeetingListFiltersSchema = MeetingFiltersSchema.extend({
  pageNo: z.number().int().min(1).max(100_000).default(1),
  limit: z
    .number()
    .int()
    .min(1)
    .max(MEETING_PAGE_SIZE, `Ask for at most ${MEETING_PAGE_SIZE} meetings`)
    .default(MEETING_PAGE_SIZE),
});
export type MeetingListFilters = z.infer<typeof MeetingListFiltersSchema>;
/** The body may be left out: every visible meeting, first page. */
export const MeetingListBodySchema = MeetingListFiltersSchema.nullish();
export type MeetingListBody = z.infer<typeof MeetingListBodySchema>;

export const MeetingEventSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  color: z.string(),
  type: z.string(),
  duration: z.number().int(),
});
export type MeetingEvent = z.infer<typeof MeetingEventSchema>;

export const MeetingAgentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  emailId: z.string(),
  isOrganizer: z.boolean(),
});
export type MeetingAgent = z.infer<typeof MeetingAgentSchema>;

export const MeetingChangeRecordSchema = z.object({
  byUserId: z.string().optional(),
  byAttendeeId: z.string().optional(),
  reason: z.string(),
  at: z.string(),
});
export type MeetingChangeRecord = z.infer<typeof MeetingChangeRecordSchema>;

export const MeetingNoteSchema = z.object({
  _id: z.string(),
  text: z.string(),
  createdAt: z.string(),
  /** The agent who wrote (or last edited) the note. */
  createdBy: z.string(),
  createdByName: z.string().nullable(),
  updatedAt: z.string().optional(),
});
export type MeetingNote = z.infer<typeof MeetingNoteSchema>;

const ModeValueSchema = z.record(z.string(), z.unknown()).nullable();
const ATTENDEE_STATUSES = ['ACTIVE', 'CANCELLED'] as const;

export const MeetingAttendeeSchema = z.object({
  _id: z.string(),
  emailId: z.string(),
  fullName: z.string(),
  answers: z.array(AnswerSchema),
  guests: z.array(z.string()),
  timezone: z.string(),
  status: z.enum(ATTENDEE_STATUSES),
  payment: z.record(z.string(), z.unknown()).nullable(),
  utms: z.record(z.string(), z.string()),
  bookingConfirmationRequired: z.boolean(),
  rejectedByAdmin: z.boolean(),
  createdAt: z.string(),
  /** This attendee's seat in the booking lifecycle (`bookings/lifecycle.ts`). */
  state: z.enum(BOOKING_STATES),
});
export type MeetingAttendee = z.infer<typeof MeetingAttendeeSchema>;

/** `GET /meet/meet/{id}`: one meeting with everything the details drawer shows (spec "Meeting"). */
export const MeetingDetailSchema = z.object({
  _id: z.string(),
  appId: z.string(),
  eventId: z.string(),
  event: MeetingEventSchema.nullable(),
  duration: z.number().int(),
  /** Start, ISO 8601 UTC. */
  time: z.string(),
  endTime: z.string(),
  agents: z.array(MeetingAgentSchema),
  attendees: z.array(MeetingAttendeeSchema),
  attendeeCount: z.number().int(),
  mode: ModeValueSchema,
  location: z.string().nullable(),
  modeNote: z.string().nullable(),
  modifiedEventName: z.string().nullable(),
  /** onlineMeeting.link, else the location when it is a web address; null otherwise. */
  joinLink: z.string().nullable(),
  type: z.string(),
  /** The event's zone when booked. */
  timezone: z.string(),
  status: z.enum(MEETING_STATUSES),
  calendarEvent: z.record(z.string(), z.unknown()).nullable(),
  onlineMeeting: OnlineMeetingSchema,
  cancellation: MeetingChangeRecordSchema.nullable(),
  reschedule: MeetingChangeRecordSchema.nullable(),
  rescheduleCount: z.number().int(),
  prevMeet: z.object({ time: z.string(), endTime: z.string() }).nullable(),
  notes: z.array(MeetingNoteSchema),
  markAsNoShow: z.boolean(),
  rescheduleRequestSent: z.boolean(),
  responseId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the caller may change it (organizer, host or super admin). */
  canEdit: z.boolean(),
});
export type MeetingDetail = z.infer<typeof MeetingDetailSchema>;

/** A row of the bookings list: the detail without answers, payments, UTMs, notes and history. */
export const MeetingSummarySchema = MeetingDetailSchema.pick({
  _id: true,
  eventId: true,
  event: true,
  duration: true,
  time: true,
  endTime: true,
  agents: true,
  attendeeCount: true,
  mode: true,
  location: true,
  modeNote: true,
  modifiedEventName: true,
  joinLink: true,
  type: true,
  timezone: true,
  status: true,
  cancellation: true,
  markAsNoShow: true,
  rescheduleRequestSent: true,
  createdAt: true,
  canEdit: true,
}).extend({
  attendees: z.array(
    MeetingAttendeeSchema.pick({
      _id: true,
      emailId: true,
      fullName: true,
      guests: true,
      timezone: true,
      status: true,
      bookingConfirmationRequired: true,
      state: true,
    }),
  ),
  notesCount: z.number().int(),
});
export type MeetingSummary = z.infer<typeof MeetingSummarySchema>;

export const MeetingListResponseSchema = z.object({
  meetings: z.array(MeetingSummarySchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** Matching meetings, counted up to MEETING_COUNT_CAP (then `totalCapped` is true). */
  total: z.number().int(),
  totalCapped: z.boolean(),
  /** True on the last page. */
  last: z.boolean(),
});
export type MeetingListResponse = z.infer<typeof MeetingListResponseSchema>;

export const MeetingIdParamsSchema = z.object({ id: z.string().max(64) });

/** `PATCH /meet/agent/update`: what a host may change without moving the meeting. Null clears a text. */
export const MeetingUpdateBodySchema = z.object({
  meetingId: id,
  location: z.string().trim().max(1000, 'Use at most 1000 characters').nullable().optional(),
  modeNote: z.string().trim().max(2000, 'Use at most 2000 characters').nullable().optional(),
  modifiedEventName: z.string().trim().max(200, 'Use at most 200 characters').nullable().optional(),
  markAsNoShow: z.boolean().optional(),
});
export type MeetingUpdateBody = z.infer<typeof MeetingUpdateBodySchema>;

/** `POST /meet/agent/note/add-edit`: adds a note, or edits the note `noteId`. */
export const MeetingNoteBodySchema = z.object({
  meetingId: id,
  noteId: z.string().max(64).optional(),
  text: z.string().trim().min(1, 'Required').max(5000, 'Use at most 5000 characters'),
});
export type MeetingNoteBody = z.infer<typeof MeetingNoteBodySchema>;

export const MeetingNotesResponseSchema = z.object({
  meetingId: z.string(),
  notes: z.array(MeetingNoteSchema),
});
export type MeetingNotesResponse = z.infer<typeof MeetingNotesResponseSchema>;

/** `POST /meet/agent/book` takes the body, query and answer of `POST /meet/book`. */
export {
  BookBodySchema as AgentBookBodySchema,
  BookQuerySchema as AgentBookQuerySchema,
  BookResponseSchema as AgentBookResponseSchema,
  QueueStatusResponseSchema as AgentQueueStatusResponseSchema,
} from '../bookings/book-schema.ts';

export const MAIL_TYPES = ['EMAIL'] as const;

/**
 * `POST /meet/agent/send-mail`: emails people of the meeting (attendees or their guests) from the
 * app. Every field is required ('Required', spec section 5 "Share email form").
 */
export const SendMailBodySchema = z.object({
  meetingId: id,
  recipients: z
    .array(EmailSchema, { error: 'Required' })
    .min(1, 'Required')
    .max(100, 'At most 100 recipients'),
  subject: z.string({ error: 'Required' }).trim().min(1, 'Required').max(500, 'Use at most 500 characters'),
  body: z.string({ error: 'Required' }).trim().min(1, 'Required').max(20_000, 'Use at most 20000 characters'),
  type: z.enum(MAIL_TYPES, { error: 'Required' }),
});
export type SendMailBody = z.infer<typeof SendMailBodySchema>;

export const ConnectedMailSchema = z.object({
  _id: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  /** The body as written (plain text). */
  text: z.string(),
  transport: z.enum(['smtp', 'outbox']),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ConnectedMail = z.infer<typeof ConnectedMailSchema>;

export const SendMailResponseSchema = z.object({ mail: ConnectedMailSchema });
export type SendMailResponse = z.infer<typeof SendMailResponseSchema>;

/** `GET /meet/agent/connected-mails?meetingId=`: the mails hosts sent about the meeting, newest first. */
export const ConnectedMailsQuerySchema = z.object({ meetingId: id });
export const ConnectedMailsResponseSchema = z.object({ mails: z.array(ConnectedMailSchema) });
export type ConnectedMailsResponse = z.infer<typeof ConnectedMailsResponseSchema>;

/** `POST /meet/slot/validate`: is this slot still bookable right now? */
export const SlotValidateBodySchema = z.object({
  eventId: id,
  time: iso,
  duration: z.number().int().min(1).max(1440).optional(),
  timezone: TimezoneSchema,
});
export type SlotValidateBody = z.infer<typeof SlotValidateBodySchema>;

export const SLOT_REFUSAL_CODES = [
  'SLOT_IS_NOT_AVAILABLE',
  'NOTICE_TOO_SHORT',
  'OUTSIDE_BOOKING_WINDOW',
  'DAILY_LIMIT_REACHED',
  'EVENT_LIMIT_REACHED',
] as const;
export const SlotValidateResponseSchema = z.object({
  valid: z.boolean(),
  /** Why not, as the error code a booking of it would get. */
  reason: z.enum(SLOT_REFUSAL_CODES).optional(),
});
export type SlotValidateResponse = z.infer<typeof SlotValidateResponseSchema>;

/** `POST /meet/agent/export`: the list's filters, without a page; every matching meeting up to MEETING_EXPORT_MAX. */
export const MeetingExportBodySchema = MeetingFiltersSchema.nullish();
export type MeetingExportBody = z.infer<typeof MeetingExportBodySchema>;

export const MeetingExportResponseSchema = z.object({
  /** The CSV file (UTF-8, header row, one row per attendee), base64-encoded. */
  csvBuffer: z.string(),
  fileName: z.string(),
});
export type MeetingExportResponse = z.infer<typeof MeetingExportResponseSchema>;
