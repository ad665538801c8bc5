import { DEFAULT_QUESTIONS } from '@kairos/core/events/event-rules';
import { type Question, QuestionSchema } from '@kairos/core/events/question-schema';
import { describe, expect, it } from 'vitest';
import { checkAnswer, isEmail, validateBookingDraft } from './answer-validation';
import { initialDraft } from './booking-draft';

const TODAY = { today: '2025-05-14' };
const question = (fields: Record<string, unknown>): Question =>
  QuestionSchema.parse({ questionId: 'q1', content: 'Question', type: 'ONE_LINE', ...fields });
const answer = (fields: Record<string, unknown> = {}) => ({
  text: '',
  choices: [],
  other: '',
  country: 'IN',
  files: [],
  ...fields,
});

describe('checkAnswer', () => {
  it.each([
    ['required text, empty', { required: true }, {}, "Field can't be empty"],
    ['required text, spaces', { required: true }, { text: '   ' }, "Field can't be empty"],
    ['optional text, empty', {}, {}, null],
    ['required name', { type: 'NAME', required: true }, {}, 'Please enter name'],
    ['bad email', { type: 'EMAILID' }, { text: 'ada@' }, 'Please provide correct email'],
    ['optional email, empty', { type: 'EMAIL_ID' }, {}, null],
    ['good email', { type: 'EMAIL_ID', required: true }, { text: 'ada@example.com' }, null],
    ['required phone, empty', { type: 'PHONE_NUMBER', required: true }, {}, "Field can't be empty"],
    ['optional phone, only the calling code', { type: 'PHONE_NUMBER' }, { text: '+91' }, null],
    [
      'required phone, only the calling code',
      { type: 'PHONE_NUMBER', required: true },
      { text: '+91' },
      "Field can't be empty",
    ],
    ['phone under 8 characters', { type: 'PHONE_NUMBER' }, { text: '98765' }, 'Enter a valid number'],
    ['phone with letters', { type: 'PHONE_NUMBER' }, { text: '98765abcd' }, 'Invalid number'],
    ['phone of the wrong length', { type: 'PHONE_NUMBER' }, { text: '1234567890123456' }, 'Invalid number'],
    ['valid Indian mobile', { type: 'PHONE_NUMBER', required: true }, { text: '9876543210' }, null],
    ['valid US number, other country', { type: 'PHONE_NUMBER' }, { text: '+14155552671' }, null],
    ['date in range', { type: 'DATE', dateRangeType: 'ONLY_FUTURE' }, { text: '2025-05-15' }, null],
    [
      'date out of range',
      { type: 'DATE', dateRangeType: 'ONLY_FUTURE' },
      { text: '2025-05-14' },
      'Invalid date',
    ],
    ['required date, empty', { type: 'DATE', required: true }, {}, "Field can't be empty"],
    ['required attachment, none', { type: 'ATTACHMENT', required: true }, {}, "Field can't be empty"],
    [
      'too many attachments',
      { type: 'ATTACHMENT', attachmentMeta: { min: 1, max: 1 } },
      { files: [{ name: 'a' }, { name: 'b' }] },
      'Upload at most 1 file',
    ],
  ] as const)('%s', (_, fields, draft, expected) => {
    expect(checkAnswer(question(fields), answer(draft) as never, TODAY)).toBe(expected);
  });
});

describe('validateBookingDraft', () => {
  const choices = {
    radio: question({
      questionId: 'radio',
      type: 'RADIO',
      listItems: ['A', 'B'],
      allowOthers: true,
      required: true,
    }),
    boxes: question({ questionId: 'boxes', type: 'CHECKBOX', listItems: ['A', 'B'], required: true }),
  };
  const event = {
    questions: [...DEFAULT_QUESTIONS, choices.radio, choices.boxes],
    modes: [{ key: 'ZOOM' as const }, { key: 'PHONE_NUMBER' as const }],
    termsAndCondition: { enable: true, text: 'Terms', required: true },
    allowAttendeesToAddGuests: true,
  };

  it('reports every empty required field', () => {
    expect(validateBookingDraft(event, initialDraft(event, 'IN'), TODAY)).toEqual({
      fullName: 'Please enter name',
      emailId: "Field can't be empty",
      'q:radio': "Field can't be empty",
      'q:boxes': 'Please select at least one option',
      mode: 'Please select location',
      terms: 'Please accept the terms and conditions',
    });
  });

  it('asks for the others text, checks guests and the phone location', () => {
    const draft = initialDraft(event, 'IN');
    Object.assign(draft, {
      fullName: 'Ada',
      emailId: 'ada@example.com',
      guests: ['nope', 'ADA@example.com', 'b@example.com', 'b@example.com'],
      modeKey: 'PHONE_NUMBER',
      modeValue: '12345',
      termsAccepted: true,
    });
    draft.answers.radio = answer({ choices: ['Others'] });
    draft.answers.boxes = answer({ choices: ['B'] });
    expect(validateBookingDraft(event, draft, TODAY)).toEqual({
      'q:radio:other': 'Required',
      'guest:0': 'Please provide correct email',
      'guest:1': 'This email is already on the booking',
      'guest:3': 'This email is already on the booking',
      modeValue: 'Enter a valid number',
    });
  });

  it('accepts a complete form', () => {
    const draft = initialDraft(event, 'IN');
    Object.assign(draft, {
      fullName: 'Ada',
      emailId: 'ada@example.com',
      modeKey: 'ZOOM',
      termsAccepted: true,
    });
    draft.answers.radio = answer({ choices: ['A'] });
    draft.answers.boxes = answer({ choices: ['A', 'B'] });
    expect(validateBookingDraft(event, draft, TODAY)).toEqual({});
  });
});

describe('isEmail', () => {
  it.each([
    ['ada@example.com', true],
    ['ada.lovelace+x@mail.example.co.uk', true],
    ['ada@example', false],
    ['.ada@example.com', false],
    ['ada..l@example.com', false],
    ['ada @example.com', false],
  ])('%s → %s', (email, expected) => {
    expect(isEmail(email)).toBe(expected);
  });
});
