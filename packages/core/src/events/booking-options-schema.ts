import { z } from 'zod';
import { TimezoneSchema } from './availability.ts';

/** Terms the attendee sees (and must accept when `required`); the text is required when enabled. */
export const TermsAndConditionSchema = z
  .object({
    enable: z.boolean().default(false),
    text: z.string().trim().max(20_000).default(''),
    required: z.boolean().default(true),
  })
  .refine((t) => !t.enable || t.text.length > 0, { message: 'Required', path: ['text'] });
export type TermsAndCondition = z.infer<typeof TermsAndConditionSchema>;

export const BOOKING_CONFIRMATION_TYPES = ['ALL', 'LESS_THAN'] as const;

/**
 * Whether the host confirms bookings by hand: ALL of them, or those made LESS_THAN
 * `lessThanNotice` minutes ahead. Unconfirmed bookings hold their slot when `blockUnconfirmedSlots`.
 */
export const BookingConfirmationSchema = z
  .object({
    enable: z.boolean().default(false),
    type: z.enum(BOOKING_CONFIRMATION_TYPES).default('ALL'),
    lessThanNotice: z.number().int().min(0, 'Cannot be negative').max(525_600).default(0),
    blockUnconfirmedSlots: z.boolean().default(true),
    enableOnlyForFreeProviders: z.boolean().default(false),
  })
  .refine((c) => !c.enable || c.type !== 'LESS_THAN' || c.lessThanNotice > 0, {
    message: 'Enter time',
    path: ['lessThanNotice'],
  });
export type BookingConfirmation = z.infer<typeof BookingConfirmationSchema>;

export const TIMEZONE_PREFERENCE_TYPES = ['LOCK', 'AUTOMATIC'] as const;

/**
 * The event's zone: the one its hours, schedule dates and daily limits are read in. LOCK shows
 * attendees times in it too; AUTOMATIC shows them in their own zone.
 */
export const TimezonePreferenceSchema = z.object({
  timezone: TimezoneSchema,
  type: z.enum(TIMEZONE_PREFERENCE_TYPES).default('AUTOMATIC'),
});
export type TimezonePreference = z.infer<typeof TimezonePreferenceSchema>;
