import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BookingConfirmationSchema,
  TermsAndConditionSchema,
  TimezonePreferenceSchema,
} from './booking-options-schema.ts';
import { EventCreateBodySchema, EventSchema, EventUpdateBodySchema } from './event-schema.ts';
import { AppearanceSchema, ConfirmationPageSchema } from './page-schema.ts';
import { PaymentSettingSchema, priceOf } from './payment-schema.ts';

function issues(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

const base = { name: 'Intro call', duration: 30 };

describe('EventCreateBodySchema', () => {
  it.each([
    ['an empty name', { ...base, name: '' }, 'name', 'Please enter the event name'],
    ['a blank name', { ...base, name: '   ' }, 'name', 'Please enter the event name'],
    ['no name', { duration: 30 }, 'name', 'Please enter the event name'],
    ['no duration', { name: 'x' }, 'duration', 'Enter the duration in minutes'],
    ['a zero duration', { ...base, duration: 0 }, 'duration', 'Duration must be between 1 and 1440 minutes'],
    ['a fractional duration', { ...base, duration: 7.5 }, 'duration', 'Enter the duration in whole minutes'],
    [
      'a slug with spaces',
      { ...base, slug: 'intro call' },
      'slug',
      'Use lowercase letters, digits and single hyphens',
    ],
    [
      'a slug with a double hyphen',
      { ...base, slug: 'a--b' },
      'slug',
      'Use lowercase letters, digits and single hyphens',
    ],
    ['a bad colour', { ...base, color: 'blue' }, 'color', 'Use a hex colour such as #2563EB'],
    [
      'terms on without text',
      { ...base, termsAndCondition: { enable: true } },
      'termsAndCondition.text',
      'Required',
    ],
    [
      'terms on with blank text',
      { ...base, termsAndCondition: { enable: true, text: '  ' } },
      'termsAndCondition.text',
      'Required',
    ],
    ['no hosts', { ...base, agents: [] }, 'agents', 'Add at least one host'],
    [
      'a host id that is not an id',
      { ...base, agents: [{ userId: 'bob' }] },
      'agents.0.userId',
      'Not a valid id',
    ],
    [
      'a location without a key',
      { ...base, modes: [{ value: 'Office' }] },
      'modes.0.key',
      'Please select location',
    ],
    [
      'a question without content',
      { ...base, questions: [{ type: 'ONE_LINE', content: '' }] },
      'questions.0.content',
      'Please enter the question',
    ],
    [
      'slot gap 3',
      { ...base, bounds: { slotGap: 3 } },
      'bounds.slotGap',
      'Slot gap must be at least 5 minutes',
    ],
    [
      'an unknown zone',
      { ...base, timezonePreference: { timezone: 'Mars/Olympus', type: 'LOCK' } },
      'timezonePreference.timezone',
      'Unknown timezone; use an IANA name such as Europe/Berlin',
    ],
  ])('%s → %s: %s', (_name, value, path, message) => {
    expect(issues(EventCreateBodySchema, value)).toContainEqual({ path, message });
  });

  it('needs only a name and a duration, and lowercases a given slug', () => {
    expect(issues(EventCreateBodySchema, base)).toEqual([]);
    expect(EventCreateBodySchema.parse({ ...base, slug: ' Intro-Call ' }).slug).toBe('intro-call');
  });

  it('completes a partly given sub-object', () => {
    expect(EventCreateBodySchema.parse({ ...base, bounds: { slotGap: 10 } }).bounds).toMatchObject({
      slotGap: 10,
      buffer: { beforeMeeting: 0, afterMeeting: 0 },
      attendeeLimit: { dailyLimit: -1 },
    });
  });
});

describe('EventUpdateBodySchema', () => {
  it('needs the event id', () => {
    expect(issues(EventUpdateBodySchema, { name: 'x' })).toEqual([
      { path: '_id', message: 'Give the _id of the event to update' },
    ]);
    expect(issues(EventUpdateBodySchema, { id: 'abc' })).toEqual([]);
  });

  it('leaves out what is not sent', () => {
    expect(EventUpdateBodySchema.parse({ _id: 'a', isPrivate: true })).toEqual({ _id: 'a', isPrivate: true });
  });
});

describe('the other sub-objects', () => {
  it.each([
    [
      'payment on without a method',
      PaymentSettingSchema,
      { enable: true, amount: 10 },
      'methods',
      'Select at least one payment method',
    ],
    [
      'payment on without an amount',
      PaymentSettingSchema,
      { enable: true, methods: ['CASH'] },
      'amount',
      'Enter an amount greater than 0',
    ],
    [
      'UPI without an id',
      PaymentSettingSchema,
      { enable: true, methods: ['UPI'], amount: 5 },
      'upiId',
      'Required',
    ],
    [
      'a lowercase currency',
      PaymentSettingSchema,
      { currencyCode: 'usd' },
      'currencyCode',
      'Use a three-letter currency code such as USD',
    ],
    [
      'a redirect that is not a URL',
      ConfirmationPageSchema,
      { redirectURL: 'thanks' },
      'redirectURL',
      'Please enter a valid URL',
    ],
    [
      'a link without a name',
      ConfirmationPageSchema,
      { links: [{ name: '', url: 'https://a.example' }] },
      'links.0.name',
      'Required',
    ],
    [
      'a javascript link',
      ConfirmationPageSchema,
      { links: [{ name: 'x', url: 'javascript:alert(1)' }] },
      'links.0.url',
      'Please enter a valid URL',
    ],
    [
      'a bad brand colour',
      AppearanceSchema,
      { brandColor: 'red' },
      'brandColor',
      'Use a hex colour such as #2563EB',
    ],
    [
      'LESS_THAN without a notice',
      BookingConfirmationSchema,
      { enable: true, type: 'LESS_THAN' },
      'lessThanNotice',
      'Enter time',
    ],
    [
      'a zone preference of another kind',
      TimezonePreferenceSchema,
      { timezone: 'UTC', type: 'FIXED' },
      'type',
      'Invalid option: expected one of "LOCK"|"AUTOMATIC"',
    ],
  ])('%s → %s: %s', (_name, schema, value, path, message) => {
    expect(issues(schema, value)).toContainEqual({ path, message });
  });

  it('defaults: payment off in USD, appearance flags off, every confirmation field shown, terms off', () => {
    expect(PaymentSettingSchema.parse({})).toMatchObject({ enable: false, currencyCode: 'USD', amount: 0 });
    expect(AppearanceSchema.parse({})).toMatchObject({
      overrideLayout: false,
      overrideColors: false,
      companyBranding: false,
    });
    expect(ConfirmationPageSchema.parse({}).eventFieldsToShow.map((f) => f.name)).toEqual([
      'EVENT_NAME',
      'ATTENDEE_NAME',
      'DURATION',
      'HOSTS',
      'MODE_OF_MEETING',
      'DATE_TIME',
      'TIMEZONE',
      'PAYMENT_DETAILS',
    ]);
    expect(TermsAndConditionSchema.parse({})).toEqual({ enable: false, text: '', required: true });
  });

  it.each([
    [{ enable: false, amount: 50 }, 0],
    [{ enable: true, methods: ['CASH'], amount: 50 }, 50],
    [{ enable: true, methods: ['CASH'], amount: 0, paymentOnDuration: [{ duration: 60, amount: 80 }] }, 80],
  ])('prices %j at %d', (payment, price) => {
    expect(priceOf(PaymentSettingSchema.parse(payment))).toBe(price);
  });
});

describe('EventSchema', () => {
  it('has every field of the spec’s Event', () => {
    const fields = Object.keys(EventSchema.shape);
    for (const field of [
      '_id',
      'name',
      'slug',
      'description',
      'duration',
      'location',
      'type',
      'mode',
      'modes',
      'status',
      'maxAttendeesPerMeet',
      'agents',
      'agentsDetails',
      'allowAttendeesToAddGuests',
      'guestLimit',
      'bounds',
      'color',
      'confirmationPage',
      'customAvailableHour',
      'displayLeftSpots',
      'notifications',
      'questions',
      'schedule',
      'appearance',
      'teamId',
      'isPrivate',
      'allowAttendeeToSelectDuration',
      'allowAttendeeToSelectMultipleDuration',
      'availableDuration',
      'paymentOnDuration',
      'attendeeEmailVerification',
      'note',
      'coHosts',
      'organizerUserId',
      'allowAttendeeToSelectHost',
      'payment',
      'termsAndCondition',
      'bookingConfirmation',
      'timezonePreference',
    ]) {
      expect(fields).toContain(field);
    }
  });
});
