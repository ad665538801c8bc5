import { checkEventRules } from '@kairos/core/events/event-rules';
import { type Event, type EventSettings, EventSettingsSchema } from '@kairos/core/events/event-schema';
import type { EditorSection } from './editor-sections';

/** What the editor changes: every setting of the event, as the host last saw or typed it. */
export type EventDraft = EventSettings;
export type DraftKey = keyof EventDraft;
/** Messages by dotted field path (`bounds.slotGap`), as the API's 400 `issues` name them. */
export type FieldErrors = Record<string, string>;

const DRAFT_KEYS = Object.keys(EventSettingsSchema.shape) as DraftKey[];

export function toDraft(event: Event): EventDraft {
  return Object.fromEntries(DRAFT_KEYS.map((key) => [key, event[key]])) as EventDraft;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep equality of JSON-like values; key order does not matter and an undefined key is a missing one. */
export function isSameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => isSameValue(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => isSameValue(a[key], b[key]));
  }
  return false;
}

/** The fields that differ from `base`, each whole: `PATCH /event` replaces sub-objects whole. */
export function changedFields(base: EventDraft, draft: EventDraft): Partial<EventDraft> {
  return Object.fromEntries(
    DRAFT_KEYS.filter((key) => !isSameValue(base[key], draft[key])).map((key) => [key, draft[key]]),
  ) as Partial<EventDraft>;
}

interface IssueLike {
  path: string | readonly PropertyKey[];
  message: string;
}

/** One message per path; distinct messages for the same path are joined. */
export function errorsFromIssues(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    const current = errors[path];
    if (!current) errors[path] = issue.message;
    else if (!current.includes(issue.message)) errors[path] = `${current} ${issue.message}`;
  }
  return errors;
}

const NOT_A_NUMBER = 'Please enter a valid number';

/** The schema's checks, then the rules that tie fields together: what the server would refuse. */
export function validateDraft(draft: EventDraft): FieldErrors {
  const parsed = EventSettingsSchema.safeParse(draft);
  if (!parsed.success) {
    return errorsFromIssues(
      parsed.error.issues.map((issue) =>
        issue.code === 'invalid_type' && issue.expected === 'number'
          ? { path: issue.path, message: NOT_A_NUMBER }
          : issue,
      ),
    );
  }
  return errorsFromIssues(checkEventRules(parsed.data));
}

const FIELD_SECTIONS: Record<DraftKey, EditorSection> = {
  name: 'details',
  slug: 'details',
  description: 'details',
  duration: 'details',
  type: 'details',
  status: 'details',
  isPrivate: 'details',
  modes: 'details',
  maxAttendeesPerMeet: 'details',
  agents: 'hosts',
  allowAttendeesToAddGuests: 'booking',
  guestLimit: 'booking',
  bounds: 'limits',
  color: 'details',
  confirmationPage: 'confirmation',
  customAvailableHour: 'availability',
  displayLeftSpots: 'details',
  notifications: 'notifications',
  questions: 'questions',
  schedule: 'limits',
  appearance: 'appearance',
  teamId: 'hosts',
  allowAttendeeToSelectDuration: 'details',
  allowAttendeeToSelectMultipleDuration: 'details',
  availableDuration: 'details',
  attendeeEmailVerification: 'booking',
  note: 'details',
  coHosts: 'details',
  allowAttendeeToSelectHost: 'booking',
  payment: 'payment',
  termsAndCondition: 'booking',
  bookingConfirmation: 'booking',
  timezonePreference: 'availability',
  language: 'booking',
};

/** The editor section that shows the field at `path`; date overrides sit with the hours. */
export function sectionOfPath(path: string): EditorSection {
  if (path.startsWith('schedule.specificDates')) return 'availability';
  const key = path.split('.')[0] as DraftKey;
  return FIELD_SECTIONS[key] ?? 'details';
}

/** How many errors each section holds, for the badges of the section navigation. */
export function countErrorsBySection(errors: FieldErrors): Partial<Record<EditorSection, number>> {
  const counts: Partial<Record<EditorSection, number>> = {};
  for (const path of Object.keys(errors)) {
    const section = sectionOfPath(path);
    counts[section] = (counts[section] ?? 0) + 1;
  }
  return counts;
}

/** The error at `path` or, with `nested`, the first one under it (`questions` → `questions.2.content`). */
export function errorAt(errors: FieldErrors, path: string, nested = false): string | undefined {
  if (errors[path]) return errors[path];
  if (!nested) return undefined;
  const key = Object.keys(errors).find((p) => p.startsWith(`${path}.`));
  return key ? errors[key] : undefined;
}

/** The errors under `prefix`, with the prefix taken off their paths. */
export function errorsUnder(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(`${prefix}.`))
      .map(([path, message]) => [path.slice(prefix.length + 1), message]),
  );
}
