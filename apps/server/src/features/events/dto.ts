import type { AgentDetails, EventAgent } from '@kairos/core/events/agent-schema';
import type { EventSummary } from '@kairos/core/events/event-list-schema';
import type { Event, EventSettings } from '@kairos/core/events/event-schema';
import { priceOf } from '@kairos/core/events/payment-schema';
import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import type { AgentWithDetails, EventAgentValues, EventRecord, EventRow, EventValues } from './repo.ts';

export function toEventAgent(row: AgentWithDetails): EventAgent {
  return {
    userId: row.userId,
    availableHourId: row.availableHourId,
    isOrganizer: row.isOrganizer,
    customAvailableHour: row.customAvailableHour,
    mode: row.mode,
  };
}

export function toAgentDetails(row: AgentWithDetails): AgentDetails {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    profilePic: row.profilePic,
    bio: row.bio,
    status: 'ACTIVE',
  };
}

/** What the host set, as stored. */
export function toEventSettings({ event: e, agents }: EventRecord): EventSettings {
  return {
    name: e.name,
    slug: e.slug,
    description: e.description,
    duration: e.duration,
    type: e.type,
    status: e.status,
    isPrivate: e.isPrivate,
    modes: e.modes,
    maxAttendeesPerMeet: e.maxAttendeesPerMeet,
    agents: agents.map(toEventAgent),
    allowAttendeesToAddGuests: e.allowAttendeesToAddGuests,
    guestLimit: e.guestLimit,
    bounds: e.bounds,
    color: e.color,
    confirmationPage: e.confirmationPage,
    customAvailableHour: e.customAvailableHour,
    displayLeftSpots: e.displayLeftSpots,
    notifications: e.notifications,
    questions: e.questions,
    schedule: e.schedule,
    appearance: e.appearance,
    teamId: e.teamId,
    allowAttendeeToSelectDuration: e.allowAttendeeToSelectDuration,
    allowAttendeeToSelectMultipleDuration: e.allowAttendeeToSelectMultipleDuration,
    availableDuration: e.availableDuration,
    attendeeEmailVerification: e.attendeeEmailVerification,
    note: e.note,
    coHosts: e.coHosts,
    allowAttendeeToSelectHost: e.allowAttendeeToSelectHost,
    payment: e.payment,
    termsAndCondition: e.termsAndCondition,
    bookingConfirmation: e.bookingConfirmation,
    timezonePreference: e.timezonePreference,
    language: e.language,
  };
}

export function toEventDto(record: EventRecord): Event {
  const settings = toEventSettings(record);
  const first = settings.modes[0];
  const organizer = settings.agents.find((a) => a.isOrganizer) ?? settings.agents[0];
  return {
    _id: record.event.id,
    ...settings,
    mode: first?.key ?? null,
    location: first?.value ?? null,
    organizerUserId: organizer?.userId ?? '',
    agentsDetails: record.agents.map(toAgentDetails),
    paymentOnDuration: settings.payment.paymentOnDuration,
    sortOrder: record.event.sortOrder,
    createdAt: record.event.createdAt.toISOString(),
    updatedAt: record.event.updatedAt.toISOString(),
  };
}

export function toEventSummary(row: EventRow): EventSummary {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    type: row.type,
    status: row.status,
    isPrivate: row.isPrivate,
    duration: row.duration,
    color: row.color,
    teamId: row.teamId,
    sortOrder: row.sortOrder,
  };
}

/** The event as visitors see it: no notes, notification set-up, hours, limits or host phone numbers. */
export function toPublicEventDto(event: Event): PublicEvent {
  return {
    _id: event._id,
    name: event.name,
    slug: event.slug,
    description: event.description,
    duration: event.duration,
    type: event.type,
    status: event.status,
    isPrivate: event.isPrivate,
    mode: event.mode,
    location: event.location,
    modes: event.modes.map((m) => (m.value === undefined ? { key: m.key } : { key: m.key, value: m.value })),
    maxAttendeesPerMeet: event.maxAttendeesPerMeet,
    displayLeftSpots: event.displayLeftSpots,
    allowAttendeesToAddGuests: event.allowAttendeesToAddGuests,
    guestLimit: event.guestLimit,
    color: event.color,
    confirmationPage: event.confirmationPage,
    questions: event.questions.filter((q) => q.enable),
    appearance: event.appearance,
    teamId: event.teamId,
    allowAttendeeToSelectDuration: event.allowAttendeeToSelectDuration,
    allowAttendeeToSelectMultipleDuration: event.allowAttendeeToSelectMultipleDuration,
    availableDuration: event.availableDuration,
    paymentOnDuration: event.paymentOnDuration,
    attendeeEmailVerification: event.attendeeEmailVerification,
    allowAttendeeToSelectHost: event.allowAttendeeToSelectHost,
    termsAndCondition: event.termsAndCondition,
    timezonePreference: event.timezonePreference,
    language: event.language,
    agentsDetails: event.agentsDetails,
    payment: event.payment,
    bookingConfirmation: { enable: event.bookingConfirmation.enable },
  };
}

/** The columns and host rows that store the settings. */
export function toEventValues(s: EventSettings): { values: EventValues; agents: EventAgentValues[] } {
  const { agents, ...rest } = s;
  return {
    values: { ...rest, priceAmount: priceOf(s.payment) },
    agents: agents.map((a, position) => ({
      userId: a.userId,
      position,
      isOrganizer: a.isOrganizer,
      availableHourId: a.availableHourId,
      customAvailableHour: a.customAvailableHour,
      mode: a.mode,
    })),
  };
}
