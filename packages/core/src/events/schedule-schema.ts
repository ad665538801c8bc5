import { z } from 'zod';
import { HostSpecificDatesSchema, IsoDateSchema } from './availability.ts';

export const SCHEDULE_TYPES = ['DATE_RANGE', 'UPCOMING_DAYS', 'ENDLESS'] as const;
export const UPCOMING_DAY_TYPES = ['BUSINESS', 'REGULAR'] as const;

/**
 * Which dates can be booked (spec section 3, "Schedule"): a fixed DATE_RANGE (`start`, `end`,
 * inclusive), the next `daysCount` UPCOMING_DAYS (BUSINESS counts Monday to Friday only), or
 * ENDLESS (`daysCount` is kept but unused outside UPCOMING_DAYS). `specificDates` replace every agent's hours on those dates, in the event's zone.
 */
export const ScheduleSchema = z
  .object({
    type: z.enum(SCHEDULE_TYPES).default('UPCOMING_DAYS'),
    start: IsoDateSchema.optional(),
    end: IsoDateSchema.optional(),
    daysCount: z.number().int().min(1, 'Enter at least 1 day').max(3650).default(60),
    upcomingDayType: z.enum(UPCOMING_DAY_TYPES).default('REGULAR'),
    specificDates: HostSpecificDatesSchema.default([]),
    checkForConflict: z.boolean().default(true),
    showBookedSlots: z.boolean().default(false),
  })
  .superRefine((s, ctx) => {
    if (s.type === 'DATE_RANGE') {
      if (!s.start) ctx.addIssue({ code: 'custom', path: ['start'], message: 'Required' });
      if (!s.end) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Required' });
      if (s.start && s.end && s.end < s.start) {
        ctx.addIssue({
          code: 'custom',
          path: ['end'],
          message: 'The end date must not be before the start date',
        });
      }
    }
  });
export type Schedule = z.infer<typeof ScheduleSchema>;

export const DEFAULT_SCHEDULE: Schedule = {
  type: 'UPCOMING_DAYS',
  daysCount: 60,
  upcomingDayType: 'REGULAR',
  specificDates: [],
  checkForConflict: true,
  showBookedSlots: false,
};
