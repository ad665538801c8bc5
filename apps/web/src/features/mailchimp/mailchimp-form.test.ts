import { describe, expect, it } from 'vitest';
import { MailchimpFormSchema } from './mailchimp-form';

describe('MailchimpFormSchema', () => {
  it('reads comma-separated tags, keeps the stored key when left empty, and reads the switches', () => {
    expect(
      MailchimpFormSchema.parse({
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
});
