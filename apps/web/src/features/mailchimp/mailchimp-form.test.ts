import { describe, expect, it } from 'vitest';
import { mailchimpFormSchema } from './mailchimp-form';

const EMPTY = { apiKey: '', audienceId: '', tags: '', consentQuestion: '', doubleOptIn: 'on', enabled: 'on' };

/** The first message per field, as the form shows them. */
function firstMessages(hasStoredKey: boolean, form: Record<string, string>) {
  const result = mailchimpFormSchema(hasStoredKey).safeParse(form);
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe('mailchimpFormSchema', () => {
  it('reads comma-separated tags, keeps the stored key when left empty, and reads the switches', () => {
    expect(
      mailchimpFormSchema(true).parse({
        apiKey: ' ',
        audienceId: 'abc123',
        tags: 'Booked, Kairos ,, Booked',
        consentQuestion: ' Newsletter? ',
        doubleOptIn: 'on',
        enabled: '',
      }),
    ).toEqual({
      audienceId: 'abc123',
      tags: ['Booked', 'Kairos'],
      consentQuestion: 'Newsletter?',
      doubleOptIn: true,
      enabled: false,
    });
  });

  it.each([
    [
      'no key stored: every empty required field at once',
      false,
      EMPTY,
      {
        apiKey: 'Required',
        audienceId: 'Required',
        consentQuestion: 'Name the booking question that asks for consent',
      },
    ],
    [
      'a key stored: an empty key keeps it',
      true,
      EMPTY,
      { audienceId: 'Required', consentQuestion: 'Name the booking question that asks for consent' },
    ],
    [
      'no key stored, the rest filled',
      false,
      { ...EMPTY, audienceId: 'a1b2', consentQuestion: 'News?' },
      { apiKey: 'Required' },
    ],
    [
      'a key that is not one',
      false,
      { ...EMPTY, apiKey: 'nope', audienceId: 'a1b2', consentQuestion: 'News?' },
      { apiKey: 'Paste the whole API key, ending in its data centre (e.g. -us21)' },
    ],
  ])('%s', (_name, hasStoredKey, form, expected) => {
    expect(firstMessages(hasStoredKey, form)).toEqual(expected);
  });
});
