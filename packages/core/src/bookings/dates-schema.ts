import { z } from 'zod';
import { MAX_DATES_RANGE_DAYS } from '../constants.ts';
import { IsoDateSchema, TimezoneSchema } from '../events/availability.ts';

const DAY_MS = 86_400_000;

function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

/** `POST /website/dates`: the slots of an event over the visitor's dates. */
export const DatesBodySchema = z
  .object({
    eventId: z.string().min(1, 'Required').max(64),
    startDate: IsoDateSchema,
    endDate: IsoDateSchema,
    timezone: TimezoneSchema,
    duration: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .optional(),
    /** A round robin's host the visitor picked, when the event lets them; absent = any host. */
    agentId: z.string().min(1).max(64).optional(),
  })
  .superRefine((body, ctx) => {
    const span = daysBetween(body.startDate, body.endDate);
    if (span < 0) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must not be before startDate' });
    } else if (span + 1 > MAX_DATES_RANGE_DAYS) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: `Ask for at most ${MAX_DATES_RANGE_DAYS} days at a time`,
      });
    }
  });
export type DatesBody = z.infer<typeof DatesBodySchema>;

export const SlotSchema = z.object({
  time: z.string(),
  spotsLeft: z.number().int().optional(),
  available: z.boolean().optional(),
});

export const DatesResponseSchema = z.object({
  /** The zone the days are keyed in: the visitor's, or the event's when it locks its zone. */
  timezone: z.string(),
  duration: z.number().int(),
  days: z.record(z.string(), z.array(SlotSchema)),
});
export type DatesResponse = z.infer<typeof DatesResponseSchema>;
