import { DEFAULT_QUESTIONS } from '@kairos/core/events/event-rules';
import { type Question, QuestionSchema } from '@kairos/core/events/question-schema';
import { describe, expect, it } from 'vitest';
import { initialDraft } from './booking-draft';
import { buildBookingRequest, placeServerIssues, toBookingAnswer } from './booking-request';

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

describe('toBookingAnswer', () => {
  it.each([
    ['empty text', { type: 'ONE_LINE' }, {}, null],
    ['trimmed text', { type: 'MULTI_LINE' }, { text: '  two\nlines  ' }, { answer: 'two\nlines' }],
    [
      'a date in the question format',
      { type: 'DATE', dateFormat: 'DD-MM-YYYY' },
      { text: '2025-05-14' },
      { answer: '14-05-2025' },
    ],
    [
      'a phone number as typed',
      { type: 'PHONE_NUMBER' },
      { text: '+919876543210' },
      { answer: '+919876543210' },
    ],
    ['a phone number left at its calling code', { type: 'PHONE_NUMBER' }, { text: '+91' }, null],
    [
      'choices as a JSON list',
      { type: 'CHECKBOX', listItems: ['A', 'B, c'] },
      { choices: ['A', 'B, c'] },
      { answer: '["A","B, c"]' },
    ],
    [
      'others with its text',
      { type: 'RADIO', listItems: ['A'], allowOthers: true },
      { choices: ['others'], other: ' mine ' },
      { answer: 'others', otherAnswer: 'mine' },
    ],
    [
      'others among several choices',
      { type: 'MULTI_SELECT', listItems: ['A'], allowOthers: true },
      { choices: ['A', 'others'], other: 'mine' },
      { answer: '["A","others"]', otherAnswer: 'mine' },
    ],
    [
      'others text left when another is chosen',
      { type: 'DROPDOWN', listItems: ['A'], allowOthers: true },
      { choices: ['A'], other: 'x' },
      { answer: 'A' },
    ],
    ['no choice', { type: 'MULTI_SELECT', listItems: ['A'] }, {}, null],
  ] as const)('%s', (_, fields, draft, expected) => {
    const result = toBookingAnswer(question(fields), answer(draft));
    expect(
      result === null
        ? null
        : { answer: result.answer, ...(result.otherAnswer ? { otherAnswer: result.otherAnswer } : {}) },
    ).toEqual(expected);
  });
});

const event = {
  _id: 'event-1',
  questions: [...DEFAULT_QUESTIONS, question({ questionId: 'topic', content: 'Topic', required: true })],
  modes: [{ key: 'GOOGLE_MEET' as const }, { key: 'ASK_INVITEE' as const }],
  termsAndCondition: { enable: true, text: 'Be kind', required: true },
  allowAttendeesToAddGuests: true,
};

function filledDraft() {
  const draft = initialDraft(event, 'IN');
  draft.fullName = ' Ada Lovelace ';
  draft.emailId = 'Ada@Example.com';
  draft.answers.topic = answer({ text: 'Engines' });
  draft.guests = ['b@example.com', '', 'B@example.com'];
  draft.modeKey = 'ASK_INVITEE';
  draft.modeValue = ' Café Central ';
  draft.termsAccepted = true;
  return draft;
}

describe('buildBookingRequest', () => {
  const slot = { start: Date.parse('2025-05-14T09:00:00Z'), duration: 30, timezone: 'Asia/Kolkata' };

  it('sends the attendee, answers, guests, location, UTMs and terms', () => {
    const request = buildBookingRequest(event, filledDraft(), slot, { utms: { utm_source: 'mail' } });
    expect(request).toEqual({
      eventId: 'event-1',
      time: '2025-05-14T09:00:00.000Z',
      duration: 30,
      timezone: 'Asia/Kolkata',
      attendee: {
        fullName: 'Ada Lovelace',
        emailId: 'ada@example.com',
        answers: [
          { questionId: 'name', question: 'Name', type: 'NAME', answer: 'Ada Lovelace' },
          { questionId: 'emailId', question: 'Email', type: 'EMAIL_ID', answer: 'ada@example.com' },
          { questionId: 'topic', question: 'Topic', type: 'ONE_LINE', answer: 'Engines' },
        ],
        guests: ['b@example.com'],
      },
      mode: { key: 'ASK_INVITEE', value: 'Café Central' },
      utms: { utm_source: 'mail' },
      termsAccepted: true,
    });
  });

  it('leaves out UTMs when there are none and adds the verification code', () => {
    const request = buildBookingRequest(event, filledDraft(), slot, { utms: {}, verificationCode: '123456' });
    expect(request.utms).toBeUndefined();
    expect(request.verificationCode).toBe('123456');
  });

  it('names the round robin host the visitor picked, and no host otherwise', () => {
    expect(buildBookingRequest(event, filledDraft(), { ...slot, agentId: 'ida' }, { utms: {} }).agentId).toBe(
      'ida',
    );
    expect(buildBookingRequest(event, filledDraft(), slot, { utms: {} })).not.toHaveProperty('agentId');
  });

  it('sends a single location without asking', () => {
    const single = { ...event, modes: [{ key: 'ZOOM' as const }], allowAttendeesToAddGuests: false };
    const request = buildBookingRequest(single, filledDraft(), slot, { utms: {} });
    expect(request.mode).toEqual({ key: 'ZOOM' });
    expect(request.attendee.guests).toEqual([]);
  });
});

describe('placeServerIssues', () => {
  const request = buildBookingRequest(
    event,
    filledDraft(),
    { start: 0, duration: 30, timezone: 'UTC' },
    { utms: {} },
  );

  it.each([
    ['attendee.emailId', 'emailId'],
    ['attendee.answers.topic', 'q:topic'],
    ['attendee.answers.topic.otherAnswer', 'q:topic:other'],
    ['attendee.answers.name', 'fullName'],
    ['attendee.answers.0.answer', 'fullName'],
    ['attendee.answers.1', 'emailId'],
    ['attendee.answers.2.answer', 'q:topic'],
    ['attendee.answers.2.otherAnswer', 'q:topic:other'],
    ['attendee.guests.0', 'guest:0'],
    ['mode.value', 'modeValue'],
    ['mode', 'mode'],
    ['termsAccepted', 'terms'],
    ['verificationCode', 'code'],
  ])('%s → %s', (path, key) => {
    expect(placeServerIssues([{ path, message: 'Bad' }], request, event.questions).fields).toEqual({
      [key]: 'Bad',
    });
  });

  it('returns what it cannot place', () => {
    const placed = placeServerIssues([{ path: 'time', message: 'Too late' }], request, event.questions);
    expect(placed).toEqual({ fields: {}, unplaced: ['Too late'] });
  });
});
