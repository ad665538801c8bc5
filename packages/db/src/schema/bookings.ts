import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { workspaces } from './accounts.ts';

const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

export const MEETING_STATUSES = ['ACTIVE', 'CANCELLED', 'ACTION_REQUIRED'] as const;
export type MeetingStatusValue = (typeof MEETING_STATUSES)[number];

/** A booked meeting (spec "Meeting"). Nested, rarely filtered parts live in jsonb. */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull(),
    timezone: text('timezone').notNull(),
    status: text('status', { enum: MEETING_STATUSES }).notNull(),
    type: text('type').notNull(),
    organizerId: uuid('organizer_id').notNull(),
    agentIds: jsonb('agent_ids').$type<string[]>().notNull(),
    bufferBefore: integer('buffer_before').notNull().default(0),
    bufferAfter: integer('buffer_after').notNull().default(0),
    attendeeCount: integer('attendee_count').notNull().default(0),
    mode: jsonb('mode').$type<Record<string, unknown> | null>(),
    location: text('location'),
    modeNote: text('mode_note'),
    modifiedEventName: text('modified_event_name'),
    calendarEvent: jsonb('calendar_event').$type<Record<string, unknown> | null>(),
    onlineMeeting: jsonb('online_meeting').$type<Record<string, unknown> | null>(),
    cancellation: jsonb('cancellation').$type<Record<string, unknown> | null>(),
    reschedule: jsonb('reschedule').$type<Record<string, unknown> | null>(),
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    prevMeet: jsonb('prev_meet').$type<Record<string, unknown> | null>(),
    notes: jsonb('notes').$type<Array<Record<string, unknown>>>().notNull().default([]),
    markAsNoShow: boolean('mark_as_no_show').notNull().default(false),
    rescheduleRequestSent: boolean('reschedule_request_sent').notNull().default(false),
    icsUid: text('ics_uid').notNull(),
    icsSequence: integer('ics_sequence').notNull().default(0),
    responseId: text('response_id'),
    externalId: text('external_id'),
    /** The share link the meeting was booked through, if any. */
    shareLinkId: uuid('share_link_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // With the booking time, a range's lead times (analytics) are read from the index alone.
    index('meetings_app_start_idx').on(t.appId, t.startAt, t.createdAt),
    index('meetings_event_start_idx').on(t.eventId, t.startAt),
    index('meetings_app_status_start_idx').on(t.appId, t.status, t.startAt),
    // Analytics counts the bookings made in a range of days.
    index('meetings_app_created_idx').on(t.appId, t.createdAt),
    // The bookings list's no-show filter: few rows, found without scanning the workspace.
    index('meetings_app_no_show_start_idx').on(t.appId, t.startAt).where(sql`${t.markAsNoShow}`),
    // An agent's analytics (decision 0020): the meetings they organize, with every column the
    // summary counts, so a year of them is read from the index alone.
    index('meetings_app_organizer_start_idx').on(
      t.appId,
      t.organizerId,
      t.startAt,
      t.createdAt,
      t.endAt,
      t.status,
      t.markAsNoShow,
      t.rescheduleCount,
    ),
    // ... and the few with a host other than their organizer (`meetingScopeParts`).
    index('meetings_app_shared_start_idx')
      .on(t.appId, t.startAt, t.createdAt, t.endAt, t.status, t.markAsNoShow, t.rescheduleCount)
      .where(
        sql`(${t.agentIds} ->> 0 is distinct from ${t.organizerId}::text or ${t.agentIds} -> 1 is not null)`,
      ),
  ],
);

/**
 * One row per agent of a meeting, with the time it holds that agent (buffers included).
 * The exclusion constraint (added in SQL) makes two blocking meetings of one agent that
 * overlap impossible, whatever the application does.
 */
export const meetingHosts = pgTable(
  'meeting_hosts',
  {
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id').notNull(),
    appId: uuid('app_id').notNull(),
    during: tstzrange('during').notNull(),
    blocking: boolean('blocking').notNull().default(true),
  },
  (t) => [
    uniqueIndex('meeting_hosts_pkey_idx').on(t.meetingId, t.agentId),
    index('meeting_hosts_agent_idx').on(t.agentId),
  ],
);

export const ATTENDEE_STATUSES = ['ACTIVE', 'CANCELLED'] as const;

/** A person booked into a meeting (spec "Meeting.attendees"); GROUP meetings have many. */
export const attendees = pgTable(
  'attendees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    appId: uuid('app_id').notNull(),
    contactId: uuid('contact_id'),
    emailId: text('email_id').notNull(),
    fullName: text('full_name').notNull(),
    answers: jsonb('answers').$type<Array<Record<string, unknown>>>().notNull().default([]),
    guests: jsonb('guests').$type<string[]>().notNull().default([]),
    timezone: text('timezone').notNull(),
    /** The language the attendee booked in (their letters and pages use it); null before languages. */
    language: text('language'),
    status: text('status', { enum: ATTENDEE_STATUSES }).notNull().default('ACTIVE'),
    payment: jsonb('payment').$type<Record<string, unknown> | null>(),
    utms: jsonb('utms').$type<Record<string, string>>().notNull().default({}),
    bookingConfirmationRequired: boolean('booking_confirmation_required').notNull().default(false),
    rejectedByAdmin: boolean('rejected_by_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attendees_meeting_idx').on(t.meetingId),
    index('attendees_app_email_idx').on(t.appId, sql`lower(${t.emailId})`),
    // The bookings list's attendee search (ILIKE '%…%' on name or email), with pg_trgm.
    index('attendees_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('attendees_email_trgm_idx').using('gin', sql`${t.emailId} gin_trgm_ops`),
    // One live seat per person per meeting.
    uniqueIndex('attendees_meeting_email_key')
      .on(t.meetingId, sql`lower(${t.emailId})`)
      .where(sql`${t.status} = 'ACTIVE'`),
  ],
);

export const CONTACT_STATUSES = ['ACTIVE', 'BLOCKED'] as const;

/** The workspace's address book (spec "Contact"), upserted by every booking. */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    emailId: text('email_id').notNull(),
    name: text('name').notNull().default(''),
    timezone: text('timezone'),
    phoneNumber: text('phone_number'),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('ACTIVE'),
    blockedMessage: text('blocked_message'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Addresses are stored lower-cased (the API's email schema lowers them), so a plain key suffices.
  (t) => [uniqueIndex('contacts_app_email_key').on(t.appId, t.emailId)],
);

export const QUEUE_STATUSES = ['PENDING', 'DONE', 'FAILURE'] as const;

/**
 * The lifecycle's event log: one row per step of a booking (booked, paid, confirmed, rejected,
 * rescheduled, cancelled, expired), written with the change; its subscribers' progress is polled
 * by the page.
 */
export const bookingQueue = pgTable(
  'booking_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id').notNull(),
    meetingId: uuid('meeting_id').notNull(),
    attendeeId: uuid('attendee_id').notNull(),
    kind: text('kind').notNull().default('BOOKED'),
    status: text('status', { enum: QUEUE_STATUSES }).notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** Each subscriber's own state for this event: done, failed for good, or its attempts so far. */
    subscribers: jsonb('subscribers')
      .$type<Record<string, { status: 'PENDING' | 'DONE' | 'FAILED'; attempts?: number; error?: string }>>()
      .notNull()
      .default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_queue_pending_idx').on(t.status, t.createdAt)],
);

/** One-time codes that prove a visitor owns an address; only a hash is kept. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id').notNull(),
    emailId: text('email_id').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_verifications_lookup_idx').on(t.eventId, t.emailId, t.createdAt)],
);

/**
 * Every email the app sends, without what only its recipient may read (decision 0029); without
 * SMTP the workspace owner lists it.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id'),
    toAddresses: jsonb('to_addresses').$type<string[]>().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    ics: text('ics'),
    kind: text('kind').notNull(),
    meetingId: uuid('meeting_id'),
    /** Same key, same message: a retried job never sends twice. */
    dedupeKey: text('dedupe_key'),
    transport: text('transport', { enum: ['smtp', 'outbox'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_app_created_idx').on(t.appId, t.createdAt),
    uniqueIndex('outbox_dedupe_key').on(t.dedupeKey),
  ],
);
