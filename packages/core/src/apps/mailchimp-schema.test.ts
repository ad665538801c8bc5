import { describe, expect, it } from 'vitest';
import { hasConsent, MailchimpConnectionBodySchema } from './mailchimp-schema.ts';

const Q = 'Send me the newsletter';

describe('hasConsent', () => {
  const questions = [
    { questionId: 'news', content: ' send me the NEWSLETTER ' },
    { questionId: 'other', content: 'Something else' },
  ];
  it.each([
    [[{ questionId: 'news', answer: 'Yes, please' }], true],
    [[{ questionId: 'news', answer: ['Yes'] }], true],
    [[{ questionId: 'news', answer: [] }], false],
    [[{ questionId: 'news', answer: '' }], false],
    [[{ questionId: 'news', answer: 'No' }], false],
    [[{ questionId: 'other', answer: 'Yes' }], false],
    [[], false],
  ])('%j gives %s', (answers, expected) => {
    expect(hasConsent({ questions, answers, consentQuestion: Q })).toBe(expected);
  });
});

describe('MailchimpConnectionBodySchema', () => {
  it('takes a key with its data centre and refuses one without', () => {
    const base = { audienceId: 'a1b2c3d4e5', consentQuestion: Q };
    expect(
      MailchimpConnectionBodySchema.safeParse({ ...base, apiKey: `${'0'.repeat(32)}-us21` }).success,
    ).toBe(true);
    expect(MailchimpConnectionBodySchema.safeParse({ ...base, apiKey: '0'.repeat(32) }).success).toBe(false);
  });
});
