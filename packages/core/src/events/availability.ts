import { z } from 'zod';

/** Day names used as keys of a weekly schedule. */
export const WEEK_DAYS = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

const isIanaZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz.length > 0;
  } catch {
    return false;
  }
};

export const TimezoneSchema = z
  .string()
  .refine(isIanaZone, { message: 'Unknown timezone; use an IANA name such as Europe/Berlin' });

/** Minutes since local midnight; `end` may be 1440 (the end of the day). */
export const HourRangeSchema = z
  .object({
    start: z.number().int().min(0).max(1439),
    end: z.number().int().min(1).max(1440),
  })
  .refine((r) => r.end > r.start, { message: 'End must be after start', path: ['end'] });
export type HourRange = z.infer<typeof HourRangeSchema>;

/** `{ MONDAY: [{ start: 540, end: 1020 }], … }`; a day absent or empty is unavailable. */
export const WeeklyScheduleSchema = z.partialRecord(z.enum(WEEK_DAYS), z.array(HourRangeSchema));
export type WeeklySchedule = z.infer<typeof WeeklyScheduleSchema>;

export const IsoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Use a date in the form YYYY-MM-DD' })
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    {
      message: 'Not a real calendar date',
    },
  );

/** Replaces that day's weekly hours; empty `hours` means unavailable all day. */
export const SpecificDateSchema = z.object({
  date: IsoDateSchema,
  hours: z.array(HourRangeSchema),
});
export type SpecificDate = z.infer<typeof SpecificDateSchema>;

export const AvailableHourSchema = z.object({
  weeklySchedule: WeeklyScheduleSchema,
  timezone: TimezoneSchema,
  specificDates: z.array(SpecificDateSchema).default([]),
});
export type AvailableHour = z.infer<typeof AvailableHourSchema>;
