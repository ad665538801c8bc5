import {
  type AvailableHourUpdateBody,
  AvailableHourUpdateBodySchema,
  type SavedAvailableHour,
} from '@kairos/core/events/available-hour-schema';
import { errorsFromIssues, type FieldErrors, isSameValue } from '../event-types/event-draft';

/** What the schedule editor changes; whether it is the default is a separate action. */
export type HourDraft = Pick<SavedAvailableHour, 'name' | 'weeklySchedule' | 'timezone' | 'specificDates'>;

const KEYS = ['name', 'weeklySchedule', 'timezone', 'specificDates'] as const;

export function toHourDraft(saved: SavedAvailableHour): HourDraft {
  return {
    name: saved.name,
    weeklySchedule: saved.weeklySchedule,
    timezone: saved.timezone,
    specificDates: saved.specificDates,
  };
}

/** The fields that differ from `base`, for `PATCH /available-hours/{id}`. */
export function changedHourFields(base: HourDraft, draft: HourDraft): AvailableHourUpdateBody {
  return Object.fromEntries(
    KEYS.filter((key) => !isSameValue(base[key], draft[key])).map((key) => [key, draft[key]]),
  ) as AvailableHourUpdateBody;
}

export function validateHourDraft(draft: HourDraft): FieldErrors {
  const parsed = AvailableHourUpdateBodySchema.safeParse(draft);
  return parsed.success ? {} : errorsFromIssues(parsed.error.issues);
}
