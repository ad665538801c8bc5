import type { FieldIssue } from '../errors.ts';
import type { AvailableHour } from './availability.ts';
import {
  BookingConfirmationSchema,
  TermsAndConditionSchema,
  TimezonePreferenceSchema,
} from './booking-options-schema.ts';
import { BoundsSchema } from './bounds-schema.ts';
import type { EventInput, EventSettings } from './event-schema.ts';
import { NotificationsSchema } from './notifications-schema.ts';
import { AppearanceSchema, ConfirmationPageSchema } from './page-schema.ts';
import { PaymentSettingSchema } from './payment-schema.ts';
import { EMAIL_QUESTION_TYPES, type Question, QuestionSchema } from './question-schema.ts';
import { DEFAULT_SCHEDULE } from './schedule-schema.ts';

export const DEFAULT_EVENT_COLOR = '#2563EB';
export const DEFAULT_GROUP_SEATS = 10;
export const DEFAULT_GUEST_LIMIT = 5;

/** Every event asks for the attendee's name and email; a booking needs both. */
export const DEFAULT_QUESTIONS: readonly Question[] = [
  QuestionSchema.parse({
    questionId: 'name',
    content: 'Name',
    type: 'NAME',
    required: true,
    name: 'fullName',
  }),
  QuestionSchema.parse({
    questionId: 'emailId',
    content: 'Email',
    type: 'EMAIL_ID',
    required: true,
    name: 'emailId',
  }),
];

/** Monday to Friday, 09:00–17:00: the hours a host starts with. */
export function defaultWorkingHours(timezone: string): AvailableHour {
  const day = [{ start: 9 * 60, end: 17 * 60 }];
  return {
    weeklySchedule: { MONDAY: day, TUESDAY: day, WEDNESDAY: day, THURSDAY: day, FRIDAY: day },
    timezone,
    specificDates: [],
  };
}

/** A bookable one-on-one event hosted by `organizerId`, before the host's own choices. */
export function defaultEventSettings(base: {
  name: string;
  slug: string;
  duration: number;
  organizerId: string;
  timezone: string;
}): EventSettings {
  return {
    name: base.name,
    slug: base.slug,
    description: '',
    duration: base.duration,
    type: 'SOLO',
    status: 'ACTIVE',
    isPrivate: false,
    modes: [],
    maxAttendeesPerMeet: 1,
    agents: [
      {
        userId: base.organizerId,
        isOrganizer: true,
        availableHourId: null,
        customAvailableHour: null,
        mode: null,
      },
    ],
    allowAttendeesToAddGuests: false,
    guestLimit: 0,
    bounds: BoundsSchema.parse({}),
    color: DEFAULT_EVENT_COLOR,
    confirmationPage: ConfirmationPageSchema.parse({}),
    customAvailableHour: null,
    displayLeftSpots: false,
    notifications: NotificationsSchema.parse({}),
    questions: [...DEFAULT_QUESTIONS],
    schedule: DEFAULT_SCHEDULE,
    appearance: AppearanceSchema.parse({}),
    teamId: null,
    allowAttendeeToSelectDuration: false,
    allowAttendeeToSelectMultipleDuration: false,
    availableDuration: [base.duration],
    attendeeEmailVerification: false,
    note: '',
    coHosts: [],
    allowAttendeeToSelectHost: false,
    payment: PaymentSettingSchema.parse({}),
    termsAndCondition: TermsAndConditionSchema.parse({}),
    bookingConfirmation: BookingConfirmationSchema.parse({}),
    timezonePreference: TimezonePreferenceSchema.parse({ timezone: base.timezone }),
    language: 'BROWSER',
  };
}

/**
 * The settings after a host's change: fields sent replace the current ones whole; questions without
 * an id get one from `newId`; a few values the change implies are filled in.
 */
export function applyEventInput(
  current: EventSettings,
  input: EventInput,
  newId: () => string,
): EventSettings {
  const defined = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const next: EventSettings = { ...current, ...(defined as Partial<EventSettings>) };
  if (input.questions) {
    next.questions = input.questions.map((q) => ({ ...q, questionId: q.questionId ?? newId() }));
  }
  if (next.type === 'GROUP' && input.maxAttendeesPerMeet === undefined && next.maxAttendeesPerMeet < 2) {
    next.maxAttendeesPerMeet = DEFAULT_GROUP_SEATS;
  }
  if (next.allowAttendeesToAddGuests && input.guestLimit === undefined && next.guestLimit < 1) {
    next.guestLimit = DEFAULT_GUEST_LIMIT;
  }
  if (!next.agents.some((a) => a.isOrganizer)) {
    next.agents = next.agents.map((a, i) => (i === 0 ? { ...a, isOrganizer: true } : a));
  }
  next.availableDuration = next.allowAttendeeToSelectDuration
    ? [...new Set(next.availableDuration)].sort((a, b) => a - b)
    : [next.duration];
  // Visitors choose among the offered durations: with one duration there is nothing to choose.
  if (!next.allowAttendeeToSelectDuration) next.allowAttendeeToSelectMultipleDuration = false;
  return next;
}

function checkAgents(s: EventSettings, issues: FieldIssue[]): void {
  const seen = new Set<string>();
  s.agents.forEach((agent, i) => {
    if (seen.has(agent.userId))
      issues.push({ path: `agents.${i}.userId`, message: 'Each host can be added once' });
    seen.add(agent.userId);
  });
  if (s.agents.filter((a) => a.isOrganizer).length > 1) {
    issues.push({ path: 'agents', message: 'Only one host can be the organizer' });
  }
  if (s.type === 'SOLO' && s.agents.length > 1) {
    issues.push({ path: 'agents', message: 'A one-on-one event has exactly one host' });
  }
}

function checkQuestions(questions: readonly Question[], issues: FieldIssue[]): void {
  const ids = new Set<string>();
  questions.forEach((q, i) => {
    if (ids.has(q.questionId))
      issues.push({ path: `questions.${i}.questionId`, message: 'Each question needs its own id' });
    ids.add(q.questionId);
  });
  const asks = (match: (q: Question) => boolean) => questions.some((q) => match(q) && q.enable && q.required);
  if (!asks((q) => q.type === 'NAME')) {
    issues.push({
      path: 'questions',
      message: 'Keep a required name question: a booking needs the attendee’s name',
    });
  }
  if (!asks((q) => EMAIL_QUESTION_TYPES.includes(q.type))) {
    issues.push({
      path: 'questions',
      message: 'Keep a required email question: a booking needs the attendee’s email',
    });
  }
}

/** The rules that tie fields together, checked on the complete settings after every change. */
export function checkEventRules(s: EventSettings): FieldIssue[] {
  const issues: FieldIssue[] = [];
  checkAgents(s, issues);
  checkQuestions(s.questions, issues);
  if (s.type === 'GROUP' && s.maxAttendeesPerMeet < 2) {
    issues.push({
      path: 'maxAttendeesPerMeet',
      message: 'A group event needs room for at least 2 attendees',
    });
  }
  if (s.allowAttendeesToAddGuests && s.guestLimit < 1) {
    issues.push({ path: 'guestLimit', message: 'Allow at least 1 guest' });
  }
  if (s.allowAttendeeToSelectDuration && !s.availableDuration.includes(s.duration)) {
    issues.push({
      path: 'availableDuration',
      message: 'Include the event’s duration in the available durations',
    });
  }
  s.payment.paymentOnDuration.forEach((price, i) => {
    if (!s.availableDuration.includes(price.duration)) {
      issues.push({
        path: `payment.paymentOnDuration.${i}.duration`,
        message: 'Price only durations the event offers',
      });
    }
  });
  return issues;
}

/** A slug from an event name: lowercase ASCII letters and digits joined by single hyphens. */
export function slugifyEventName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'event';
}
