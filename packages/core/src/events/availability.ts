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

const knownZones = new Map<string, boolean>();

/** Whether the runtime knows the IANA zone; remembered, since building a formatter is costly. */
export function isIanaZone(tz: string): boolean {
  const known = knownZones.get(tz);
  if (known !== undefined) return known;
  let valid = false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    valid = tz.length > 0;
  } catch {
    valid = false;
  }
  if (knownZones.size < 2000) knownZones.set(tz, valid);
  return valid;
}

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

const overlaps = (ranges: readonly HourRange[]) => {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  return sorted.some((r, i) => i > 0 && r.start < (sorted[i - 1]?.end ?? 0));
};

/** A weekly schedule as a host enters it: no day's ranges overlap. */
export const HostWeeklyScheduleSchema = WeeklyScheduleSchema.superRefine((week, ctx) => {
  for (const day of WEEK_DAYS) {
    if (overlaps(week[day] ?? []))
      ctx.addIssue({ code: 'custom', path: [day], message: 'These hours overlap' });
  }
});

/** Date overrides as a host enters them: each date once, no overlapping ranges. */
export const HostSpecificDatesSchema = z
  .array(SpecificDateSchema)
  .max(1000)
  .superRefine((dates, ctx) => {
    const seen = new Set<string>();
    dates.forEach((d, i) => {
      if (seen.has(d.date))
        ctx.addIssue({ code: 'custom', path: [i, 'date'], message: 'Each date can appear once' });
      seen.add(d.date);
      if (overlaps(d.hours))
        ctx.addIssue({ code: 'custom', path: [i, 'hours'], message: 'These hours overlap' });
    });
  });

/** Hours as a host enters them (an event's or a host's custom hours): checked for overlaps and repeats. */
export const HostAvailableHourSchema = z.object({
  weeklySchedule: HostWeeklyScheduleSchema,
  timezone: TimezoneSchema,
  specificDates: HostSpecificDatesSchema.default([]),
});
