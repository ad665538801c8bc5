import { describe, expect, it } from 'vitest';
import { contactPhoneOf } from './contact-phone.ts';

const questions = [
  { questionId: 'name', type: 'NAME' },
  { questionId: 'phone', type: 'PHONE_NUMBER' },
  { questionId: 'office', type: 'PHONE_NUMBER' },
];

describe('the phone a booking gives its contact', () => {
  it.each([
    [
      'the first phone answer with a number',
      [{ questionId: 'phone', answer: '+91 98765 43210' }],
      '+919876543210',
    ],
    [
      'the next one when the first holds only a calling code',
      [
        { questionId: 'phone', answer: '+91' },
        { questionId: 'office', answer: '+49 30 1234567' },
      ],
      '+49301234567',
    ],
    ['nothing from a text question', [{ questionId: 'name', answer: '+91 98765 43210' }], undefined],
    ['nothing when no phone was given', [{ questionId: 'phone', answer: '' }], undefined],
  ])('%s', (_, answers, phone) => {
    expect(contactPhoneOf(questions, answers)).toBe(phone);
  });
});
