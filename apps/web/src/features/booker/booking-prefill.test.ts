import { type Question, QuestionSchema } from '@kairos/core/events/question-schema';
import { describe, expect, it } from 'vitest';
import { applyPrefill, initialDraft } from './booking-draft';

const question = (fields: Record<string, unknown>): Question =>
  QuestionSchema.parse({ content: 'Question', type: 'ONE_LINE', ...fields });

const event = {
  questions: [
    question({ questionId: 'topic', type: 'ONE_LINE' }),
    question({ questionId: 'size', type: 'RADIO', listItems: ['Small', 'Large'] }),
    question({ questionId: 'tools', type: 'CHECKBOX', listItems: ['A', 'B, c', 'D'] }),
    question({ questionId: 'cv', type: 'ATTACHMENT' }),
    question({ questionId: 'off', type: 'ONE_LINE', enable: false }),
  ],
  allowAttendeesToAddGuests: true,
  guestLimit: 2,
};

describe('applyPrefill', () => {
  it('fills name, email, guests up to the limit and answers by question id', () => {
    const draft = applyPrefill(initialDraft(event, 'IN'), event, {
      name: 'Ada',
      email: 'ada@example.com',
      guests: ['a@x.io', 'b@x.io', 'c@x.io'],
      answers: { topic: 'Pricing', size: 'Large', tools: 'A,D', cv: 'file.pdf', off: 'x', nope: 'y' },
    });
    expect(draft.fullName).toBe('Ada');
    expect(draft.emailId).toBe('ada@example.com');
    expect(draft.guests).toEqual(['a@x.io', 'b@x.io']);
    expect(draft.answers.topic?.text).toBe('Pricing');
    expect(draft.answers.size?.choices).toEqual(['Large']);
    expect(draft.answers.tools?.choices).toEqual(['A', 'D']);
    expect(draft.answers.cv?.text).toBe('');
    expect(draft.answers.off?.text).toBe('');
    expect(draft.answers.nope).toBeUndefined();
  });

  it('keeps an option with a comma whole, ignores a choice that is not offered and guests an event refuses', () => {
    const draft = applyPrefill(
      initialDraft(event, 'IN'),
      { ...event, allowAttendeesToAddGuests: false },
      {
        guests: ['a@x.io'],
        answers: { tools: 'B, c', size: 'Huge' },
      },
    );
    expect(draft.answers.tools?.choices).toEqual(['B, c']);
    expect(draft.answers.size?.choices).toEqual([]);
    expect(draft.guests).toEqual([]);
  });
});
