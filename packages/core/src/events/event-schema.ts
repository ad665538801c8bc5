import { z } from 'zod';
import { EVENT_LANGUAGES } from '../i18n/locales.ts';
import { AgentDetailsSchema, EventAgentSchema, IdSchema } from './agent-schema.ts';
import { HostAvailableHourSchema } from './availability.ts';
import {
  BookingConfirmationSchema,
  TermsAndConditionSchema,
  TimezonePreferenceSchema,
} from './booking-options-schema.ts';
import { BoundsSchema } from './bounds-schema.ts';
import { MEETING_MODES, ModesSchema } from './mode-schema.ts';
import { NotificationsSchema } from './notifications-schema.ts';
import { AppearanceSchema, ConfirmationPageSchema, HexColorSchema } from './page-schema.ts';
import { DurationPriceSchema, PaymentSettingSchema } from './payment-schema.ts';
import { QuestionInputSchema, QuestionSchema } from './question-schema.ts';
import { ScheduleSchema } from './schedule-schema.ts';

export const EVENT_TYPES = ['SOLO', 'GROUP', 'COLLECTIVE', 'ROUNDROBIN'] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const EVENT_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const MAX_DURATION_MINUTES = 24 * 60;
export const SLUG_MAX_LENGTH = 80;

export const EventNameSchema = z
  .string({ error: 'Please enter the event name' })
  .trim()
  .min(1, 'Please enter the event name')
  .max(200, 'Use at most 200 characters');

export const EventSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Required')
  .max(SLUG_MAX_LENGTH, `Use at most ${SLUG_MAX_LENGTH} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens');

export const DurationSchema = z
  .number({ error: 'Enter the duration in minutes' })
  .int('Enter the duration in whole minutes')
  .min(1, `Duration must be between 1 and ${MAX_DURATION_MINUTES} minutes`)
  .max(MAX_DURATION_MINUTES, `Duration must be between 1 and ${MAX_DURATION_MINUTES} minutes`);

const uniqueIds = (message: string) =>
  z
    .array(IdSchema)
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { message });

/** Everything a host sets on an event, complete: what is stored and checked by `checkEventRules`. */
const settingsShape = {
  name: EventNameSchema,
  slug: EventSlugSchema,
  description: z.string().trim().max(10_000),
  duration: DurationSchema,
  type: z.enum(EVENT_TYPES),
  status: z.enum(EVENT_STATUSES),
  isPrivate: z.boolean(),
  modes: ModesSchema,
  maxAttendeesPerMeet: z.number().int().min(1, 'Allow at least 1 attendee').max(1000),
  agents: z.array(EventAgentSchema).min(1, 'Add at least one host').max(100),
  allowAttendeesToAddGuests: z.boolean(),
  guestLimit: z.number().int().min(0, 'Cannot be negative').max(50, 'Allow at most 50 guests'),
  bounds: BoundsSchema,
  color: HexColorSchema,
  confirmationPage: ConfirmationPageSchema,
  customAvailableHour: HostAvailableHourSchema.nullable(),
  displayLeftSpots: z.boolean(),
  notifications: NotificationsSchema,
  questions: z.array(QuestionSchema).max(50, 'Add at most 50 questions'),
  schedule: ScheduleSchema,
  appearance: AppearanceSchema,
  teamId: z.string().trim().min(1).max(64).nullable(),
  allowAttendeeToSelectDuration: z.boolean(),
  allowAttendeeToSelectMultipleDuration: z.boolean(),
  availableDuration: z.array(DurationSchema).max(10, 'Offer at most 10 durations'),
  attendeeEmailVerification: z.boolean(),
  note: z.string().trim().max(10_000),
  coHosts: uniqueIds('Each co-host can appear once'),
  allowAttendeeToSelectHost: z.boolean(),
  payment: PaymentSettingSchema,
  termsAndCondition: TermsAndConditionSchema,
  bookingConfirmation: BookingConfirmationSchema,
  timezonePreference: TimezonePreferenceSchema,
  /** The language of the booking pages and the visitor's letters: one for everyone, or `BROWSER` (the visitor's). */
  language: z.enum(EVENT_LANGUAGES),
};
export const EventSettingsSchema = z.object(settingsShape);
export type EventSettings = z.infer<typeof EventSettingsSchema>;

/** Fields a host may send; any left out keep their value (update) or their default (create). */
const inputShape = {
  ...settingsShape,
  questions: z.array(QuestionInputSchema).max(50, 'Add at most 50 questions'),
};
const optionalInput = z.object(inputShape).partial();
export type EventInput = z.infer<typeof optionalInput>;

/** `POST /event/add`: a name and a duration are enough; the slug comes from the name when absent. */
export const EventCreateBodySchema = optionalInput.extend({
  name: EventNameSchema,
  duration: DurationSchema,
});
export type EventCreateBody = z.infer<typeof EventCreateBodySchema>;

/** `PATCH /event`: the event's `_id` (or `id`) and the fields to change; a sub-object is replaced whole. */
export const EventUpdateBodySchema = optionalInput
  .extend({ _id: z.string().optional(), id: z.string().optional() })
  .refine((body) => body._id !== undefined || body.id !== undefined, {
    message: 'Give the _id of the event to update',
    path: ['_id'],
  });
export type EventUpdateBody = z.infer<typeof EventUpdateBodySchema>;

/** An event on the wire to its hosts (spec section 3, "Event"). */
export const EventSchema = EventSettingsSchema.extend({
  _id: z.string(),
  /** The first location's key and text, for clients that show one. */
  mode: z.enum(MEETING_MODES).nullable(),
  location: z.string().nullable(),
  organizerUserId: z.string(),
  agentsDetails: z.array(AgentDetailsSchema),
  paymentOnDuration: z.array(DurationPriceSchema),
  sortOrder: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
}).meta({ id: 'Event' });
export type Event = z.infer<typeof EventSchema>;
