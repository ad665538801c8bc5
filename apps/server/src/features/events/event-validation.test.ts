import { testDatabaseKinds } from '@kairos/db/test/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

const API = '/api/v1/bookings';
const base = { name: 'Checked', duration: 30 };
const nameQ = { type: 'NAME', content: 'Name', required: true };
const mailQ = { type: 'EMAIL_ID', content: 'Email', required: true };
const dobQ = (dobDateRange: Record<string, unknown>) => ({
  questions: [nameQ, mailQ, { type: 'DATE', content: 'Born', dateRangeType: 'DOB', dobDateRange }],
});
const dob = { minYears: 18, maxYears: 90, minDays: 0, maxDays: 0 };
const wa = { enable: true, templateId: 't', channelId: 'c' };

/** Every host-side message of spec section 5 (and the model's own), through the API. */
const cases: Array<[string, Record<string, unknown>, string, string]> = [
  ['an empty event name', { name: '' }, 'name', 'Please enter the event name'],
  [
    'a question without content',
    { questions: [nameQ, mailQ, { type: 'ONE_LINE', content: ' ' }] },
    'questions.2.content',
    'Please enter the question',
  ],
  [
    'a dropdown option left empty',
    { questions: [nameQ, mailQ, { type: 'DROPDOWN', content: 'Plan', listItems: ['Free', ''] }] },
    'questions.2.listItems.1',
    'An option cannot be empty: type its label or remove it',
  ],
  ['a location without a key', { modes: [{ value: 'Office' }] }, 'modes.0.key', 'Please select location'],
  [
    'a location with a blank value',
    { modes: [{ key: 'CUSTOM', value: '   ' }] },
    'modes.0.value',
    'Required',
  ],
  [
    'an in-person location without an address',
    { modes: [{ key: 'IN_PERSON' }] },
    'modes.0.value',
    'Required',
  ],
  [
    'a phone location with a national number',
    { modes: [{ key: 'PHONE_NUMBER', phoneNumber: '020 7946 0958' }] },
    'modes.0.phoneNumber',
    'Invalid phone number',
  ],
  [
    'terms enabled without text',
    { termsAndCondition: { enable: true, text: '' } },
    'termsAndCondition.text',
    'Required',
  ],
  ['slot gap 4', { bounds: { slotGap: 4 } }, 'bounds.slotGap', 'Slot gap must be at least 5 minutes'],
  [
    'daily attendee limit -2',
    { bounds: { attendeeLimit: { dailyLimit: -2 } } },
    'bounds.attendeeLimit.dailyLimit',
    'Daily attendee limit must be at least -1',
  ],
  [
    'a WhatsApp follow-up past 99 hours',
    { notifications: { whatsappFollowUp: { ...wa, minuteAfter: 5941 } } },
    'notifications.whatsappFollowUp.minuteAfter',
    'Use at most 5940 minutes (99 hours)',
  ],
  [
    'a WhatsApp reminder past 99 hours',
    { notifications: { whatsappReminder: { ...wa, minutesBefore: [5941] } } },
    'notifications.whatsappReminder.minutesBefore.0',
    'Use at most 5940 minutes (99 hours)',
  ],
  [
    'a reminder at 0 minutes',
    { notifications: { emailReminder: { enable: true, minutesBefore: [0] } } },
    'notifications.emailReminder.minutesBefore.0',
    'Enter time',
  ],
  [
    'DOB min years 0',
    dobQ({ ...dob, minYears: 0 }),
    'questions.2.dobDateRange.minYears',
    'Please enter min year',
  ],
  [
    'DOB max years 0',
    dobQ({ ...dob, maxYears: 0 }),
    'questions.2.dobDateRange.maxYears',
    'Please enter max year',
  ],
  [
    'DOB min days -1',
    dobQ({ ...dob, minDays: -1 }),
    'questions.2.dobDateRange.minDays',
    'Days cannot be negative',
  ],
  [
    'DOB max days -1',
    dobQ({ ...dob, maxDays: -1 }),
    'questions.2.dobDateRange.maxDays',
    'Days cannot be negative',
  ],
  [
    'DOB years as text',
    dobQ({ ...dob, minYears: '18' }),
    'questions.2.dobDateRange.minYears',
    'Please enter a valid number',
  ],
  ['a zero duration', { duration: 0 }, 'duration', 'Duration must be between 1 and 1440 minutes'],
  ['a bad slug', { slug: 'not a slug' }, 'slug', 'Use lowercase letters, digits and single hyphens'],
  [
    'a choice question without options',
    { questions: [nameQ, mailQ, { type: 'RADIO', content: 'Pick' }] },
    'questions.2.listItems',
    'Add at least one option',
  ],
  [
    'payment on without a method',
    { payment: { enable: true, amount: 10 } },
    'payment.methods',
    'Select at least one payment method',
  ],
  [
    'a redirect that is not a URL',
    { confirmationPage: { redirectURL: 'thanks.html' } },
    'confirmationPage.redirectURL',
    'Please enter a valid URL',
  ],
  ['a date range without dates', { schedule: { type: 'DATE_RANGE' } }, 'schedule.start', 'Required'],
  [
    'overlapping custom hours',
    { customAvailableHour: { timezone: 'UTC', weeklySchedule: { MONDAY: [{ start: 600, end: 500 }] } } },
    'customAvailableHour.weeklySchedule.MONDAY.0.end',
    'End must be after start',
  ],
  [
    'a one-on-one event with two hosts',
    {
      agents: [
        { userId: '00000000-0000-4000-8000-000000000001' },
        { userId: '00000000-0000-4000-8000-000000000002' },
      ],
    },
    'agents',
    'A one-on-one event has exactly one host',
  ],
  [
    'no email question',
    { questions: [nameQ] },
    'questions',
    'Keep a required email question: a booking needs the attendee’s email',
  ],
];

describe.each(testDatabaseKinds())('event validation on %s', (kind) => {
  let t: TestApp;
  let host: Agent;
  let eventId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    host = (await signUpHost(t.app)).agent;
    eventId = (await host.request('POST', `${API}/event/add`, { name: 'Existing', duration: 30 })).json()._id;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(cases)('create with %s → 400, %s: %s', async (_name, change, path, message) => {
    const res = await host.request('POST', `${API}/event/add`, { ...base, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().issues).toContainEqual({ path, message });
    expect(res.json().error).toContain(message);
  });

  it.each(cases.filter(([, change]) => !('name' in change || 'duration' in change)))(
    'update with %s → 400, %s: %s',
    async (_name, change, path, message) => {
      const res = await host.request('PATCH', `${API}/event`, { _id: eventId, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual({ path, message });
    },
  );

  it('writes nothing on a refused request', async () => {
    const before = (await host.request('GET', `${API}/event/list`)).json().events.length;
    await host.request('POST', `${API}/event/add`, { ...base, bounds: { slotGap: 1 } });
    await host.request('PATCH', `${API}/event`, {
      _id: eventId,
      name: 'Changed',
      termsAndCondition: { enable: true },
    });
    expect((await host.request('GET', `${API}/event/list`)).json().events).toHaveLength(before);
    expect((await host.request('GET', `${API}/event/${eventId}`)).json().name).toBe('Existing');
  });

  it('accepts the edges: slot gap 5 or 0, daily attendee limit -1, 99 hours, an international number', async () => {
    const res = await host.request('POST', `${API}/event/add`, {
      ...base,
      bounds: { slotGap: 5, attendeeLimit: { dailyLimit: -1 } },
      modes: [{ key: 'PHONE_NUMBER', phoneNumber: '+44 20 7946 0958' }],
      notifications: {
        whatsappReminder: { ...wa, minutesBefore: [5940] },
        whatsappFollowUp: { ...wa, minuteAfter: 1 },
      },
      ...dobQ({ minYears: 1, maxYears: 1, minDays: 0, maxDays: 0 }),
    });
    expect(res.statusCode).toBe(201);
    const zero = await host.request('POST', `${API}/event/add`, { ...base, bounds: { slotGap: 0 } });
    expect(zero.statusCode).toBe(201);
  });

  it('answers a body that is not an object with 400', async () => {
    const res = await host.request('POST', `${API}/event/add`, ['not', 'an', 'event']);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});
