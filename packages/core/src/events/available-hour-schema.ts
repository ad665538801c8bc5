import { z } from 'zod';
import { IdSchema } from './agent-schema.ts';
import {
  type HourRange,
  SpecificDateSchema,
  TimezoneSchema,
  WEEK_DAYS,
  WeeklyScheduleSchema,
} from './availability.ts';

export const DEFAULT_AVAILABLE_HOUR_NAME = 'Working hours';

const overlaps = (ranges: readonly HourRange[]) => {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  return sorted.some((r, i) => i > 0 && r.start < (sorted[i - 1]?.end ?? 0));
};

const weeklySchedule = WeeklyScheduleSchema.superRefine((week, ctx) => {
  for (const day of WEEK_DAYS) {
    if (overlaps(week[day] ?? []))
      ctx.addIssue({ code: 'custom', path: [day], message: 'These hours overlap' });
  }
});

const specificDates = z
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

const fields = {
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(100),
  weeklySchedule,
  timezone: TimezoneSchema,
  specificDates,
  isDefault: z.boolean(),
};

/**
 * A host's named set of hours (a weekly schedule, a zone and date overrides) that their events
 * point to by `availableHourId`. Each host has exactly one default set.
 */
export const SavedAvailableHourSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  ...fields,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SavedAvailableHour = z.infer<typeof SavedAvailableHourSchema>;

/** `POST /available-hours`: the zone defaults to the host's; `isDefault` makes it their default. */
export const AvailableHourCreateBodySchema = z.object({
  name: fields.name,
  weeklySchedule,
  timezone: TimezoneSchema.optional(),
  specificDates: specificDates.default([]),
  isDefault: z.boolean().default(false),
});
export type AvailableHourCreateBody = z.infer<typeof AvailableHourCreateBodySchema>;

/** `PATCH /available-hours/{id}`: the fields to change; `isDefault: true` moves the default here. */
export const AvailableHourUpdateBodySchema = z.object(fields).partial();
export type AvailableHourUpdateBody = z.infer<typeof AvailableHourUpdateBodySchema>;

export const AvailableHourListQuerySchema = z.object({ userId: IdSchema.optional() });
export const AvailableHourListSchema = z.object({ availableHours: z.array(SavedAvailableHourSchema) });
export type AvailableHourList = z.infer<typeof AvailableHourListSchema>;
