import type { AvailableHour, SpecificDate, WeeklySchedule } from '@kairos/core/events/availability';
import type {
  BookingConfirmation,
  TermsAndCondition,
  TimezonePreference,
} from '@kairos/core/events/booking-options-schema';
import type { Bounds } from '@kairos/core/events/bounds-schema';
import type { Mode } from '@kairos/core/events/mode-schema';
import type { Notifications } from '@kairos/core/events/notifications-schema';
import type { Appearance, ConfirmationPage } from '@kairos/core/events/page-schema';
import type { PaymentSetting } from '@kairos/core/events/payment-schema';
import type { Question } from '@kairos/core/events/question-schema';
import type { Schedule } from '@kairos/core/events/schedule-schema';
import { EVENT_LANGUAGES } from '@kairos/core/i18n/locales';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents, memberships, workspaces } from './accounts.ts';

const EVENT_TYPES = ['SOLO', 'GROUP', 'COLLECTIVE', 'ROUNDROBIN'] as const;
const EVENT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A host's named hours. One default set per host and workspace, made when first needed. */
export const availableHours = pgTable(
  'available_hours',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id').notNull(),
    userId: uuid('user_id').notNull(),
    name: text('name').notNull(),
    weeklySchedule: jsonb('weekly_schedule').$type<WeeklySchedule>().notNull(),
    timezone: text('timezone').notNull(),
    specificDates: jsonb('specific_dates').$type<SpecificDate[]>().notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    foreignKey({
      name: 'available_hours_member_fk',
      columns: [t.appId, t.userId],
      foreignColumns: [memberships.workspaceId, memberships.agentId],
    }).onDelete('cascade'),
    // The target of event_agents' foreign key: hours can only be used by their own host.
    unique('available_hours_owner_key').on(t.appId, t.userId, t.id),
    uniqueIndex('available_hours_default_key').on(t.appId, t.userId).where(sql`${t.isDefault}`),
  ],
);

/**
 * Event types. What is filtered, sorted or unique has a column; the nested settings are jsonb
 * checked by the core schemas. Deleted events stay (meetings keep pointing at them) but are
 * gone from every query, and free their slug.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: EVENT_TYPES }).notNull().default('SOLO'),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('ACTIVE'),
    isPrivate: boolean('is_private').notNull().default(false),
    duration: integer('duration').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    teamId: text('team_id'),
    /** The price the free/paid filter reads: the amount when payment is on, else 0. */
    priceAmount: numeric('price_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    maxAttendeesPerMeet: integer('max_attendees_per_meet').notNull().default(1),
    displayLeftSpots: boolean('display_left_spots').notNull().default(false),
    allowAttendeesToAddGuests: boolean('allow_attendees_to_add_guests').notNull().default(false),
    guestLimit: integer('guest_limit').notNull().default(0),
    color: text('color').notNull(),
    allowAttendeeToSelectDuration: boolean('allow_attendee_to_select_duration').notNull().default(false),
    allowAttendeeToSelectMultipleDuration: boolean('allow_attendee_to_select_multiple_duration')
      .notNull()
      .default(false),
    availableDuration: jsonb('available_duration').$type<number[]>().notNull(),
    attendeeEmailVerification: boolean('attendee_email_verification').notNull().default(false),
    allowAttendeeToSelectHost: boolean('allow_attendee_to_select_host').notNull().default(false),
    note: text('note').notNull().default(''),
    coHosts: jsonb('co_hosts').$type<string[]>().notNull().default([]),
    modes: jsonb('modes').$type<Mode[]>().notNull(),
    questions: jsonb('questions').$type<Question[]>().notNull(),
    bounds: jsonb('bounds').$type<Bounds>().notNull(),
    schedule: jsonb('schedule').$type<Schedule>().notNull(),
    customAvailableHour: jsonb('custom_available_hour').$type<AvailableHour>(),
    notifications: jsonb('notifications').$type<Notifications>().notNull(),
    confirmationPage: jsonb('confirmation_page').$type<ConfirmationPage>().notNull(),
    appearance: jsonb('appearance').$type<Appearance>().notNull(),
    payment: jsonb('payment').$type<PaymentSetting>().notNull(),
    termsAndCondition: jsonb('terms_and_condition').$type<TermsAndCondition>().notNull(),
    bookingConfirmation: jsonb('booking_confirmation').$type<BookingConfirmation>().notNull(),
    timezonePreference: jsonb('timezone_preference').$type<TimezonePreference>().notNull(),
    language: text('language', { enum: EVENT_LANGUAGES }).notNull().default('BROWSER'),
    createdBy: uuid('created_by').references(() => agents.id, { onDelete: 'set null' }),
    ...timestamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('events_app_slug_key').on(t.appId, sql`lower(${t.slug})`).where(sql`${t.deletedAt} is null`),
    index('events_app_order_idx').on(t.appId, t.sortOrder),
  ],
);

/**
 * The hosts of an event, in order. The foreign keys make the database refuse a host from another
 * workspace, hours of another host, and deleting hours a live event uses.
 */
export const eventAgents = pgTable(
  'event_agents',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    appId: uuid('app_id').notNull(),
    userId: uuid('user_id').notNull(),
    position: integer('position').notNull(),
    isOrganizer: boolean('is_organizer').notNull().default(false),
    availableHourId: uuid('available_hour_id'),
    customAvailableHour: jsonb('custom_available_hour').$type<AvailableHour>(),
    mode: jsonb('mode').$type<Mode>(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    foreignKey({
      name: 'event_agents_member_fk',
      columns: [t.appId, t.userId],
      foreignColumns: [memberships.workspaceId, memberships.agentId],
    }),
    foreignKey({
      name: 'event_agents_hours_fk',
      columns: [t.appId, t.userId, t.availableHourId],
      foreignColumns: [availableHours.appId, availableHours.userId, availableHours.id],
    }),
    index('event_agents_user_idx').on(t.appId, t.userId),
    index('event_agents_hours_idx').on(t.availableHourId),
  ],
);
