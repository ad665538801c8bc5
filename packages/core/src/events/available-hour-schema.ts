import { z } from 'zod';
import { IdSchema } from './agent-schema.ts';
import { HostSpecificDatesSchema, HostWeeklyScheduleSchema, TimezoneSchema } from './availability.ts';

export const DEFAULT_AVAILABLE_HOUR_NAME = 'Working hours';

const fields = {
  name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(100),
  weeklySchedule: HostWeeklyScheduleSchema,
  timezone: TimezoneSchema,
  specificDates: HostSpecificDatesSchema,
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
  weeklySchedule: HostWeeklyScheduleSchema,
  timezone: TimezoneSchema.optional(),
  specificDates: HostSpecificDatesSchema.default([]),
  isDefault: z.boolean().default(false),
});
export type AvailableHourCreateBody = z.infer<typeof AvailableHourCreateBodySchema>;

/** `PATCH /available-hours/{id}`: the fields to change; `isDefault: true` moves the default here. */
export const AvailableHourUpdateBodySchema = z.object(fields).partial();
export type AvailableHourUpdateBody = z.infer<typeof AvailableHourUpdateBodySchema>;

export const AvailableHourListQuerySchema = z.object({ userId: IdSchema.optional() });
export const AvailableHourListSchema = z.object({ availableHours: z.array(SavedAvailableHourSchema) });
export type AvailableHourList = z.infer<typeof AvailableHourListSchema>;
