import { type DashboardKey, dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import {
  checkShareLinkForm,
  EMPTY_SHARE_LINK_FORM,
  errorsFromIssues,
  isoToZonedInput,
  toCreateBody,
  zonedInputToIso,
} from './share-link-form';

const EVENT_ID = '0b7d4c3e-8f7a-4a43-9a52-3f1d1f6b0c11';
const NOW = new Date('2027-01-01T00:00:00Z');
const t = createTranslator<DashboardKey>('en', dashboardEn);

describe('zonedInputToIso', () => {
  it.each<[string, string, string]>([
    ['Asia/Kolkata', '2027-03-02T10:00', '2027-03-02T04:30:00.000Z'],
    ['Asia/Kathmandu', '2027-03-02T10:00', '2027-03-02T04:15:00.000Z'],
    ['Pacific/Kiritimati', '2027-03-02T10:00', '2027-03-01T20:00:00.000Z'],
    ['UTC', '2027-03-02T10:00', '2027-03-02T10:00:00.000Z'],
    // America/New_York springs forward at 02:00 on 2027-03-14: 02:30 never happens.
    ['America/New_York', '2027-03-14T02:30', '2027-03-14T07:00:00.000Z'],
    // And falls back at 02:00 on 2027-11-07: 01:30 happens twice; the earlier one is taken.
    ['America/New_York', '2027-11-07T01:30', '2027-11-07T05:30:00.000Z'],
  ])('reads %s wall time %s as %s', (zone, local, iso) => {
    expect(zonedInputToIso(local, zone)).toBe(iso);
  });

  it('refuses text that is not a date and time', () => {
    expect(zonedInputToIso('2027-03-02', 'UTC')).toBeNull();
  });
});

describe('isoToZonedInput', () => {
  it.each<[string, string, string]>([
    ['Asia/Kolkata', '2027-03-02T04:30:00Z', '2027-03-02T10:00'],
    ['Asia/Kathmandu', '2027-03-02T04:15:00Z', '2027-03-02T10:00'],
    ['Pacific/Kiritimati', '2027-03-01T20:00:00Z', '2027-03-02T10:00'],
  ])('shows %s %s as %s', (zone, iso, local) => {
    expect(isoToZonedInput(iso, zone)).toBe(local);
  });
});

describe('toCreateBody', () => {
  it('sends only the event and limit for an empty form', () => {
    expect(toCreateBody(EMPTY_SHARE_LINK_FORM, EVENT_ID, 'UTC')).toEqual({
      eventId: EVENT_ID,
      limit: 0,
      expireAt: null,
    });
  });

  it('trims the text and nests the pre-fill and redirects', () => {
    const body = toCreateBody(
      {
        limit: 1,
        expireAt: '2027-03-02T10:00',
        name: ' Grace ',
        emailId: 'grace@example.com',
        disableChange: true,
        onSuccessURL: 'https://example.com/thanks',
        onCancelURL: '',
        source: ' mail ',
      },
      EVENT_ID,
      'Asia/Kolkata',
    );
    expect(body).toEqual({
      eventId: EVENT_ID,
      limit: 1,
      expireAt: '2027-03-02T04:30:00.000Z',
      preFill: { disableChange: true, name: 'Grace', emailId: 'grace@example.com' },
      redirects: { onSuccessURL: 'https://example.com/thanks' },
      source: 'mail',
    });
  });
});

describe('checkShareLinkForm', () => {
  it.each<[string, Partial<typeof EMPTY_SHARE_LINK_FORM>, Record<string, string>]>([
    ['an empty limit', { limit: null }, { limit: 'Enter a number, 0 for unlimited' }],
    ['a negative limit', { limit: -1 }, { limit: 'Use 0 for unlimited or a positive number' }],
    ['a bad email', { emailId: 'nope' }, { 'preFill.emailId': 'Please provide correct email' }],
    [
      'a lock with nothing to lock',
      { disableChange: true },
      { 'preFill.disableChange': 'Give a name or an email to lock' },
    ],
    [
      'a relative redirect',
      { onCancelURL: '/bye' },
      { 'redirects.onCancelURL': 'Use a full http:// or https:// address' },
    ],
    ['a past expiry', { expireAt: '2026-12-31T23:00' }, { expireAt: 'Choose a time in the future' }],
  ])('refuses %s next to its field', (_name, patch, fields) => {
    const checked = checkShareLinkForm(t, { ...EMPTY_SHARE_LINK_FORM, ...patch }, EVENT_ID, 'UTC', NOW);
    expect(checked).toMatchObject({ ok: false, fields });
  });

  it('passes a valid form with the schema defaults applied', () => {
    const checked = checkShareLinkForm(t, { ...EMPTY_SHARE_LINK_FORM, limit: 3 }, EVENT_ID, 'UTC', NOW);
    expect(checked).toEqual({ ok: true, body: { eventId: EVENT_ID, limit: 3, expireAt: null } });
  });
});

describe('errorsFromIssues', () => {
  it('places the server issues by their full path and keeps the rest', () => {
    expect(
      errorsFromIssues([
        { path: 'preFill.emailId', message: 'Please provide correct email' },
        { path: 'preFill.emailId', message: 'second' },
        { path: 'eventId', message: 'Required' },
      ]),
    ).toEqual({ fields: { 'preFill.emailId': 'Please provide correct email' }, rest: ['Required'] });
  });
});
