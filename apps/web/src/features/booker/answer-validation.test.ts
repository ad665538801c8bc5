import { DEFAULT_QUESTIONS } from '@kairos/core/events/event-rules';
import { type Question, QuestionSchema } from '@kairos/core/events/question-schema';
import { translatorFor } from '@kairos/core/i18n/server-translators';
import { ANSWER_CASES } from '@kairos/core/questions/answer-cases';
import { describe, expect, it } from 'vitest';
import { checkQuestion, isEmail, validateBookingDraft } from './answer-validation';
import { initialDraft } from './booking-draft';

const TODAY = { now: Date.parse('2025-05-14T06:00:00Z'), timezone: 'Asia/Kolkata' };
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

describe('checkQuestion', () => {
  it.each([
    ['required text, empty', { required: true }, {}, "Field can't be empty"],
    ['required text, spaces', { required: true }, { text: '   ' }, "Field can't be empty"],
    ['optional text, empty', {}, {}, null],
    ['required name', { type: 'NAME', required: true }, {}, 'Please enter name'],
    ['bad email', { type: 'EMAILID' }, { text: 'ada@' }, 'Please provide correct email'],
    ['optional email, empty', { type: 'EMAIL_ID' }, {}, null],
    [
      'required phone, only the calling code',
      { type: 'PHONE_NUMBER', required: true },
      { text: '+91' },
      'Enter a valid number',
    ],
    ['optional phone, only the calling code', { type: 'PHONE_NUMBER' }, { text: '+91' }, null],
    ['phone under 8 characters', { type: 'PHONE_NUMBER' }, { text: '+91987' }, 'Enter a valid number'],
    ['valid phone', { type: 'PHONE_NUMBER', required: true }, { text: '+919876543210' }, null],
    ['date in range', { type: 'DATE', dateRangeType: 'ONLY_FUTURE' }, { text: '2025-05-15' }, null],
    [
      'date out of range',
      { type: 'DATE', dateRangeType: 'ONLY_FUTURE' },
      { text: '2025-05-14' },
      'Invalid date',
    ],
    [
      'required checkbox, none',
      { type: 'CHECKBOX', listItems: ['A'], required: true },
      {},
      'Please select at least one option',
    ],
    ['required attachment, none', { type: 'ATTACHMENT', required: true }, {}, "Field can't be empty"],
  ] as const)('%s', (_, fields, draft, expected) => {
    expect(checkQuestion(question(fields), answer(draft) as never, TODAY)?.message ?? null).toBe(expected);
  });

  it('says the shared checks in the page’s language', () => {
    const de = { ...TODAY, t: translatorFor('de') };
    const phone = question({ type: 'PHONE_NUMBER', required: true });
    expect(checkQuestion(phone, answer({ text: '+91' }), de)?.message).toBe(
      'Geben Sie eine gültige Nummer ein',
    );
    const checkbox = question({ type: 'CHECKBOX', listItems: ['A'], required: true });
    expect(checkQuestion(checkbox, answer(), de)?.message).toBe('Bitte wählen Sie mindestens eine Option');
    expect(checkQuestion(question({ required: true }), answer(), de)?.message).toBe(
      'Dieses Feld darf nicht leer sein',
    );
  });

  it('puts the missing others text on its own box', () => {
    const radio = question({ type: 'RADIO', listItems: ['A'], allowOthers: true, required: true });
    expect(checkQuestion(radio, answer({ choices: ['others'] }), TODAY)).toEqual({
      key: 'q:q1:other',
      message: 'Required',
    });
  });
});

/**
 * The shared table of answer rules, run through the form: each row's wire answer is entered as
 * the form holds it (dates as the picker gives them, choices as picked), and the form must show
 * the row's message. Rows no form control can produce (malformed dates, unknown options, text
 * in a phone field) are for the server alone.
 */
describe('the shared answer table, through the form', () => {
  function draftOf(row: (typeof ANSWER_CASES)[number]) {
    const { question: q, answer: wire } = row;
    const choices = (): string[] | null => {
      const text = wire.answer.trim();
      if (text === '') return [];
      if (q.type === 'RADIO' || q.type === 'DROPDOWN') return [text];
      try {
        const list = JSON.parse(text);
        return Array.isArray(list) ? list : null;
      } catch {
        return null;
      }
    };
    switch (q.type) {
      case 'RADIO':
      case 'DROPDOWN':
      case 'CHECKBOX':
      case 'MULTI_SELECT': {
        const list = choices();
        const known = (c: string) => (q.listItems ?? []).includes(c) || (q.allowOthers && c === 'others');
        if (!list?.every(known) || new Set(list).size !== list.length) return null;
        return answer({ choices: list, other: wire.otherAnswer ?? '' });
      }
      case 'DATE': {
        const format = q.dateFormat ?? 'DD/MM/YYYY';
        const match =
          format === 'YYYY-MM-DD'
            ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(wire.answer)
            : new RegExp(
                `^(\\d{2})${format[2] === '/' ? '/' : '-'}(\\d{2})${format[2] === '/' ? '/' : '-'}(\\d{4})$`,
              ).exec(wire.answer);
        if (wire.answer === '') return answer();
        if (!match) return null;
        const iso = format === 'YYYY-MM-DD' ? wire.answer : `${match[3]}-${match[2]}-${match[1]}`;
        return Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) ||
          new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) !== iso
          ? null
          : answer({ text: iso });
      }
      case 'ATTACHMENT':
        return answer({
          files: (wire.attachments ?? []).map((f) => ({
            key: f.name,
            url: '',
            contentType: '',
            size: 0,
            ...f,
          })),
        });
      case 'PHONE_NUMBER':
        return /^\+?\d*$/.test(wire.answer) ? answer({ text: wire.answer }) : null;
      default:
        return answer({ text: wire.answer });
    }
  }

  const rows = ANSWER_CASES.filter(
    (row) =>
      ((row.mode ?? 'routing-form') === 'booking' || row.question.type !== 'ATTACHMENT') &&
      draftOf(row) !== null,
  );

  it('covers most of the table', () => {
    expect(rows.length).toBeGreaterThan(ANSWER_CASES.length * 0.6);
  });

  it.each(rows)('$name', (row) => {
    const draft = draftOf(row);
    const full = QuestionSchema.parse({ content: 'Question', ...row.question });
    const issue = checkQuestion(full, draft as never, { now: row.now, timezone: row.timezone });
    expect(issue?.message ?? null).toBe(row.expected);
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
    guestLimit: 5,
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
      modeValue: '+9112',
      termsAccepted: true,
    });
    draft.answers.radio = answer({ choices: ['others'] });
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
    ['ADA@Example.com', true],
  ])('%s → %s', (email, expected) => {
    expect(isEmail(email)).toBe(expected);
  });
});
