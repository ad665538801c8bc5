import { z } from 'zod';
import { SLOT_GAP_MIN } from '../constants.ts';

export const ATTENDEE_LIMIT_KEYS = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;

const MINUTES_PER_YEAR = 366 * 24 * 60;
const minutes = (max: number) => z.number().int().min(0, 'Cannot be negative').max(max);

export const BufferSchema = z.object({
  beforeMeeting: minutes(24 * 60).default(0),
  afterMeeting: minutes(24 * 60).default(0),
});

export const AttendeeLimitRuleSchema = z.object({
  key: z.enum(ATTENDEE_LIMIT_KEYS),
  limit: z.number().int().min(1, 'The limit must be at least 1').max(10_000),
});

/**
 * An event's booking bounds, every duration in minutes (spec section 3, "Bounds").
 * `slotGap` is the start-time increment: at least 5, or 0 or absent for the duration.
 * `dailyLimit` and `eventLimit`: 0 = none. `attendeeLimit.dailyLimit`: -1 = none.
 */
export const BoundsSchema = z.object({
  buffer: BufferSchema.default({ beforeMeeting: 0, afterMeeting: 0 }),
  minimumNotice: minutes(MINUTES_PER_YEAR).default(0),
  dailyLimit: z.number().int().min(0, 'Cannot be negative').max(1000).default(0),
  slotGap: z
    .number()
    .int()
    .max(24 * 60)
    .refine((gap) => gap === 0 || gap >= SLOT_GAP_MIN, {
      message: `Slot gap must be at least ${SLOT_GAP_MIN} minutes`,
    })
    .optional(),
  eventLimit: z.number().int().min(0, 'Cannot be negative').max(100_000).default(0),
  attendeeLimit: z
    .object({
      dailyLimit: z.number().int().min(-1, 'Daily attendee limit must be at least -1').max(1000).default(-1),
    })
    .default({ dailyLimit: -1 }),
  attendeeLimits: z
    .array(AttendeeLimitRuleSchema)
    .max(ATTENDEE_LIMIT_KEYS.length)
    .refine((rules) => new Set(rules.map((r) => r.key)).size === rules.length, {
      message: 'Each period can have one limit',
    })
    .default([]),
});
export type Bounds = z.infer<typeof BoundsSchema>;
