import { describe, expect, it } from 'vitest';
import { hideSecrets, isAccountMail, storedCopy, WITHHELD_TEXT } from './secrets.ts';
import { outboxLine } from './transport.ts';

const ATTENDEE = '0b6e1f52-7c4d-4a43-9d51-3f1e2a9c8b70';
const TOKEN = 'q9Z-x_4Kf0aB3cD5eF7gH9iJ1kL3mN5oP7qR9sT1uV3';

describe('hiding the secrets of a link', () => {
  it.each([
    [
      `Reschedule: http://localhost:3000/reschedule/${ATTENDEE}/`,
      'Reschedule: http://localhost:3000/reschedule/[hidden]/',
    ],
    [
      `Cancel: https://k.example/cancellation/${ATTENDEE}/`,
      'Cancel: https://k.example/cancellation/[hidden]/',
    ],
    [`(https://k.example/cancellation/${ATTENDEE})`, '(https://k.example/cancellation/[hidden])'],
    [
      `<a href="https://k.example/reschedule/${ATTENDEE}/">`,
      '<a href="https://k.example/reschedule/[hidden]/">',
    ],
    [
      `Accept the invitation: https://k.example/invite/${TOKEN}`,
      'Accept the invitation: https://k.example/invite/[hidden]',
    ],
    [`https://k.example/reset-password?token=${TOKEN}`, 'https://k.example/reset-password?token=[hidden]'],
    [`https://k.example/confirm-email?token=${TOKEN}.`, 'https://k.example/confirm-email?token=[hidden].'],
    [
      `https://k.example/x?a=1&amp;token=${TOKEN}&amp;b=2`,
      'https://k.example/x?a=1&amp;token=[hidden]&amp;b=2',
    ],
    // What carries no credential stays as written.
    [
      'Book again: https://k.example/acme/intro?name=Ada',
      'Book again: https://k.example/acme/intro?name=Ada',
    ],
    ['Join Zoom: https://zoom.us/j/123456789', 'Join Zoom: https://zoom.us/j/123456789'],
    ['Reschedule requested: pick a new time', 'Reschedule requested: pick a new time'],
  ])('%s', (text, hidden) => {
    expect(hideSecrets(text)).toBe(hidden);
    // Hiding twice changes nothing: a listing hides again what was stored hidden.
    expect(hideSecrets(hideSecrets(text))).toBe(hidden);
  });
});

describe('the stored copy of a message', () => {
  it.each(['PASSWORD_RESET', 'EMAIL_CHANGE', 'MEMBER_INVITATION', 'VERIFICATION_CODE'])(
    'keeps only a label of %s, whose whole point is its secret',
    (kind) => {
      const copy = storedCopy({
        kind,
        subject: '482913 is your verification code',
        text: `Your code is 482913. https://k.example/reset-password?token=${TOKEN}`,
        html: '<p>482913</p>',
        ics: null,
      });
      expect(isAccountMail(kind)).toBe(true);
      expect(copy.text).toBe(WITHHELD_TEXT);
      expect(copy.html).toBeNull();
      expect(JSON.stringify(copy)).not.toMatch(/482913|q9Z/);
    },
  );

  it('keeps a booking letter with its attendee links hidden, in the text, the HTML and the calendar file', () => {
    const link = `https://kairos.example.org/reschedule/${ATTENDEE}/`;
    // RFC 5545 folds lines at 75 octets: the link is cut in two in the calendar file.
    const ics = `BEGIN:VEVENT\r\nURL;VALUE=URI:${link.slice(0, 40)}\r\n ${link.slice(40)}\r\nEND:VEVENT`;
    const copy = storedCopy({
      kind: 'INVITATION',
      subject: 'Confirmed: Intro with Ada',
      text: `Reschedule: ${link}`,
      html: `<p><a href="${link}">Reschedule</a></p>`,
      ics,
    });
    expect(isAccountMail('INVITATION')).toBe(false);
    expect(copy).toEqual({
      subject: 'Confirmed: Intro with Ada',
      text: 'Reschedule: https://kairos.example.org/reschedule/[hidden]/',
      html: '<p><a href="https://kairos.example.org/reschedule/[hidden]/">Reschedule</a></p>',
      ics: 'BEGIN:VEVENT\r\nURL;VALUE=URI:https://kairos.example.org/reschedule/[hidden]/\r\nEND:VEVENT',
    });
  });
});

describe('the dev outbox console line', () => {
  it('prints account mail whole, the one place an operator without SMTP reads it', () => {
    const text = `Hello Ada,\n\nChoose a new one here:\nhttps://k.example/reset-password?token=${TOKEN}`;
    expect(
      outboxLine({ to: ['ada@example.com'], subject: 'Reset your Kairos password', text, secret: true }),
    ).toBe(
      [
        '[outbox] to ada@example.com: Reset your Kairos password',
        '         Hello Ada,',
        '',
        '         Choose a new one here:',
        `         https://k.example/reset-password?token=${TOKEN}`,
      ].join('\n'),
    );
  });
});
