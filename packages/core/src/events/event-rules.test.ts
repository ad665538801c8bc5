import { describe, expect, it } from 'vitest';
import { applyEventInput, checkEventRules, defaultEventSettings, slugifyEventName } from './event-rules.ts';
import { EventCreateBodySchema, type EventSettings } from './event-schema.ts';

const HOST = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
let counter = 0;
const newId = () => `q${++counter}`;

function created(input: Record<string, unknown>): EventSettings {
  const body = EventCreateBodySchema.parse({ name: 'Intro', duration: 30, ...input });
  const base = defaultEventSettings({
    name: body.name,
    slug: 'intro',
    duration: body.duration,
    organizerId: HOST,
    timezone: 'Asia/Kolkata',
  });
  return applyEventInput(base, body, newId);
}

describe('defaultEventSettings + applyEventInput', () => {
  it('makes a bookable one-on-one event from a name and a duration', () => {
    const s = created({});
    expect(s).toMatchObject({
      type: 'SOLO',
      status: 'ACTIVE',
      isPrivate: false,
      agents: [{ userId: HOST, isOrganizer: true, availableHourId: null, customAvailableHour: null }],
      availableDuration: [30],
      timezonePreference: { timezone: 'Asia/Kolkata', type: 'AUTOMATIC' },
      schedule: { type: 'UPCOMING_DAYS', daysCount: 60 },
    });
    expect(s.questions.map((q) => q.type)).toEqual(['NAME', 'EMAIL_ID']);
    expect(checkEventRules(s)).toEqual([]);
  });

  it('gives a group room for 10 unless told, and guests a limit of 5 once allowed', () => {
    expect(created({ type: 'GROUP' }).maxAttendeesPerMeet).toBe(10);
    expect(created({ type: 'GROUP', maxAttendeesPerMeet: 5 }).maxAttendeesPerMeet).toBe(5);
    expect(created({ allowAttendeesToAddGuests: true }).guestLimit).toBe(5);
  });

  it('names an organizer when none is marked, and ids new questions', () => {
    const s = created({
      type: 'COLLECTIVE',
      agents: [{ userId: OTHER }, { userId: HOST }],
      questions: [
        { type: 'NAME', content: 'Name', required: true },
        { type: 'EMAILID', content: 'Email', required: true, questionId: 'mail' },
      ],
    });
    expect(s.agents.map((a) => a.isOrganizer)).toEqual([true, false]);
    expect(s.questions[1]?.questionId).toBe('mail');
    expect(s.questions[0]?.questionId).toMatch(/^q\d+$/);
  });

  it('keeps only the duration when attendees cannot choose, and sorts the choice otherwise', () => {
    expect(created({ availableDuration: [15, 60] }).availableDuration).toEqual([30]);
    expect(
      created({ allowAttendeeToSelectDuration: true, availableDuration: [60, 30, 15, 30] }).availableDuration,
    ).toEqual([15, 30, 60]);
  });

  it('lets visitors choose a duration only when the event offers several', () => {
    expect(
      created({ allowAttendeeToSelectMultipleDuration: true }).allowAttendeeToSelectMultipleDuration,
    ).toBe(false);
    expect(
      created({
        allowAttendeeToSelectDuration: true,
        allowAttendeeToSelectMultipleDuration: true,
        availableDuration: [30, 60],
      }).allowAttendeeToSelectMultipleDuration,
    ).toBe(true);
  });

  it('replaces only the fields sent', () => {
    const s = created({ description: 'Hello' });
    const next = applyEventInput(s, { name: 'Renamed', bounds: undefined }, newId);
    expect(next).toEqual({ ...s, name: 'Renamed' });
  });
});

describe('checkEventRules', () => {
  const nameQ = { type: 'NAME', content: 'Name', required: true };
  const mailQ = { type: 'EMAIL_ID', content: 'Email', required: true };
  it.each([
    [
      'a one-on-one event with two hosts',
      { agents: [{ userId: HOST }, { userId: OTHER }] },
      'agents',
      'A one-on-one event has exactly one host',
    ],
    [
      'a host twice',
      { type: 'COLLECTIVE', agents: [{ userId: HOST }, { userId: HOST }] },
      'agents.1.userId',
      'Each host can be added once',
    ],
    [
      'two organizers',
      {
        type: 'ROUNDROBIN',
        agents: [
          { userId: HOST, isOrganizer: true },
          { userId: OTHER, isOrganizer: true },
        ],
      },
      'agents',
      'Only one host can be the organizer',
    ],
    [
      'a group of one',
      { type: 'GROUP', maxAttendeesPerMeet: 1 },
      'maxAttendeesPerMeet',
      'A group event needs room for at least 2 attendees',
    ],
    [
      'guests allowed with a limit of 0',
      { allowAttendeesToAddGuests: true, guestLimit: 0 },
      'guestLimit',
      'Allow at least 1 guest',
    ],
    [
      'a duration choice without the duration',
      { allowAttendeeToSelectDuration: true, availableDuration: [15, 60] },
      'availableDuration',
      'Include the event’s duration in the available durations',
    ],
    [
      'no name question',
      { questions: [mailQ] },
      'questions',
      'Keep a required name question: a booking needs the attendee’s name',
    ],
    [
      'an optional email question',
      { questions: [nameQ, { ...mailQ, required: false }] },
      'questions',
      'Keep a required email question: a booking needs the attendee’s email',
    ],
    [
      'a repeated question id',
      {
        questions: [
          { ...nameQ, questionId: 'a' },
          { ...mailQ, questionId: 'a' },
        ],
      },
      'questions.1.questionId',
      'Each question needs its own id',
    ],
    [
      'a price for a duration not offered',
      {
        payment: {
          enable: true,
          methods: ['CASH'],
          amount: 5,
          paymentOnDuration: [{ duration: 45, amount: 9 }],
        },
      },
      'payment.paymentOnDuration.0.duration',
      'Price only durations the event offers',
    ],
  ])('%s → %s: %s', (_name, input, path, message) => {
    expect(checkEventRules(created(input))).toContainEqual({ path, message });
  });
});

describe('slugifyEventName', () => {
  it.each([
    ['30 Minute Meeting', '30-minute-meeting'],
    ['  Café — Résumé review!! ', 'cafe-resume-review'],
    ['!!!', 'event'],
    ['x'.repeat(70), 'x'.repeat(60)],
  ])('%s → %s', (name, slug) => {
    expect(slugifyEventName(name)).toBe(slug);
  });
});
