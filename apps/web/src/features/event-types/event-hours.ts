import type { AvailableHour } from '@kairos/core/events/availability';
import type { EventDraft } from './event-draft';

/** Where an event's hours come from: one of the host's saved sets (null: their default), or its own. */
export type HoursSource = { kind: 'saved'; availableHourId: string | null } | { kind: 'custom' };

function hostOf(draft: EventDraft, userId: string) {
  return draft.agents.find((a) => a.userId === userId) ?? draft.agents.find((a) => a.isOrganizer);
}

export function hoursSourceOf(draft: EventDraft, userId: string): HoursSource {
  if (draft.customAvailableHour) return { kind: 'custom' };
  return { kind: 'saved', availableHourId: hostOf(draft, userId)?.availableHourId ?? null };
}

/** The event follows the host's saved set `availableHourId` (null: their default set). */
export function withSavedHours(
  draft: EventDraft,
  userId: string,
  availableHourId: string | null,
): EventDraft {
  const host = hostOf(draft, userId);
  return {
    ...draft,
    customAvailableHour: null,
    agents: draft.agents.map((a) => (a === host ? { ...a, availableHourId } : a)),
  };
}

/**
 * The event gets hours of its own, starting from `template`'s week, read in the event's zone.
 * A host's saved set would win over the event's hours, so every host's choice is cleared.
 */
export function withCustomHours(
  draft: EventDraft,
  template: Pick<AvailableHour, 'weeklySchedule'>,
): EventDraft {
  const weeklySchedule = Object.fromEntries(
    Object.entries(template.weeklySchedule).map(([day, ranges]) => [day, ranges?.map((r) => ({ ...r }))]),
  );
  return {
    ...draft,
    customAvailableHour: {
      weeklySchedule,
      timezone: draft.timezonePreference.timezone,
      specificDates: draft.customAvailableHour?.specificDates ?? [],
    },
    agents: draft.agents.map((a) => ({ ...a, availableHourId: null })),
  };
}

/** The event's zone; the event's own hours are read in it too. */
export function withEventTimezone(draft: EventDraft, timezone: string): EventDraft {
  return {
    ...draft,
    timezonePreference: { ...draft.timezonePreference, timezone },
    customAvailableHour: draft.customAvailableHour ? { ...draft.customAvailableHour, timezone } : null,
  };
}
