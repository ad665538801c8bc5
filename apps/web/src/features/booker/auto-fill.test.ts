import { describe, expect, it } from 'vitest';
import { answersToRemember, autoFillKey, autoFillPrefill } from './auto-fill';
import { emptyAnswer, initialDraft } from './booking-draft';

const q = (over: Record<string, unknown>) =>
  ({
    questionId: 'q',
    type: 'ONE_LINE',
    name: undefined,
    autoFill: false,
    enable: true,
    ...over,
  }) as Parameters<typeof autoFillKey>[0];

const questions = [
  q({ questionId: 'n', type: 'NAME', autoFill: true }),
  q({ questionId: 'e', type: 'EMAIL_ID', autoFill: false }),
  q({ questionId: 'c', name: 'Company', autoFill: true }),
  q({ questionId: 'r', name: 'role', autoFill: false }),
  q({ questionId: 'x', autoFill: true }),
];

describe('auto-fill questions', () => {
  it('are keyed by their field name, or name and email for the attendee’s own', () => {
    expect(questions.map(autoFillKey)).toEqual(['name', 'email', 'company', 'role', undefined]);
  });

  it.each([
    ['the address fills them', '?company=Acme&name=Ada', {}, { name: 'Ada', answers: { c: 'Acme' } }],
    [
      'what was given before fills them',
      '',
      { company: 'Initech', name: 'Bo' },
      { name: 'Bo', answers: { c: 'Initech' } },
    ],
    ['the address wins over memory', '?company=Acme', { company: 'Initech' }, { answers: { c: 'Acme' } }],
    [
      'a question without auto-fill is left alone',
      '?role=CTO&email=a@b.c',
      { role: 'CTO', email: 'a@b.c' },
      {},
    ],
    ['blank values fill nothing', '?company=%20', { company: '' }, {}],
  ])('%s', (_, search, remembered, expected) => {
    expect(autoFillPrefill(questions, search, remembered)).toEqual(expected);
  });

  it('remember what the visitor answered to them, and nothing else', () => {
    const draft = initialDraft({ questions: questions as never }, 'IN');
    draft.fullName = 'Ada Lovelace';
    draft.emailId = 'ada@example.com';
    draft.answers.c = { ...emptyAnswer('IN'), text: ' Analytical Engines ' };
    draft.answers.r = { ...emptyAnswer('IN'), text: 'Countess' };
    expect(answersToRemember(questions, draft)).toEqual({
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
    });
  });
});
