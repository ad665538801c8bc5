import { defaultEventSettings } from '@kairos/core/events/event-rules';
import type { Event } from '@kairos/core/events/event-schema';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  countErrorsBySection,
  errorAt,
  errorsFromIssues,
  errorsUnder,
  isSameValue,
  sectionOfPath,
  toDraft,
  validateDraft,
} from './event-draft';

const HOST = '7b0c8a43-4c3e-4f59-9d55-0d1b1c0c5a11';

function makeEvent(): Event {
  const settings = defaultEventSettings({
    name: 'Intro call',
    slug: 'intro-call',
    duration: 30,
    organizerId: HOST,
    timezone: 'America/New_York',
  });
  return {
    ...settings,
    _id: '0c3c1a52-8f6e-4a55-9a0f-5d3f0f1f2b10',
    mode: null,
    location: null,
    organizerUserId: HOST,
    agentsDetails: [],
    paymentOnDuration: [],
    sortOrder: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  };
}

describe('toDraft', () => {
  it('keeps the settings and drops what the server computes', () => {
    const draft = toDraft(makeEvent());
    expect(draft.name).toBe('Intro call');
    expect(draft).not.toHaveProperty('_id');
    expect(draft).not.toHaveProperty('sortOrder');
    expect(draft).not.toHaveProperty('agentsDetails');
  });
});

describe('isSameValue', () => {
  it.each([
    [{ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, true],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [[1, 2], [2, 1], false],
    [{ a: null }, { a: undefined }, false],
    [Number.NaN, Number.NaN, true],
  ])('%j and %j: %s', (a, b, same) => {
    expect(isSameValue(a, b)).toBe(same);
  });
});

describe('changedFields', () => {
  it('lists only changed top-level fields, each whole', () => {
    const base = toDraft(makeEvent());
    const draft = { ...base, name: 'Discovery', bounds: { ...base.bounds, slotGap: 15 } };
    expect(changedFields(base, draft)).toEqual({ name: 'Discovery', bounds: draft.bounds });
    expect(changedFields(base, { ...base })).toEqual({});
  });
});

describe('validateDraft', () => {
  it('accepts the defaults', () => {
    expect(validateDraft(toDraft(makeEvent()))).toEqual({});
  });

  it('gives the spec message for a slot gap under 5', () => {
    const base = toDraft(makeEvent());
    expect(validateDraft({ ...base, bounds: { ...base.bounds, slotGap: 3 } })).toEqual({
      'bounds.slotGap': 'Slot gap must be at least 5 minutes',
    });
  });

  it('asks for a number where a number field is empty or not a number', () => {
    const base = toDraft(makeEvent());
    expect(validateDraft({ ...base, duration: Number.NaN })).toEqual({
      duration: 'Please enter a valid number',
    });
  });

  it('checks the rules across fields once the fields are valid', () => {
    const base = toDraft(makeEvent());
    const errors = validateDraft({ ...base, questions: [] });
    expect(errors.questions).toContain('Keep a required name question');
    expect(errors.questions).toContain('Keep a required email question');
  });

  it('gives the terms text the spec message', () => {
    const base = toDraft(makeEvent());
    const errors = validateDraft({ ...base, termsAndCondition: { enable: true, text: '', required: true } });
    expect(errors).toEqual({ 'termsAndCondition.text': 'Required' });
  });
});

describe('errorsFromIssues', () => {
  it('joins array paths and distinct messages of one path', () => {
    expect(
      errorsFromIssues([
        { path: ['bounds', 'slotGap'], message: 'A' },
        { path: 'questions', message: 'B' },
        { path: 'questions', message: 'C' },
        { path: 'questions', message: 'B' },
      ]),
    ).toEqual({ 'bounds.slotGap': 'A', questions: 'B C' });
  });
});

describe('sections of errors', () => {
  it.each([
    ['name', 'details'],
    ['bounds.slotGap', 'limits'],
    ['schedule.daysCount', 'limits'],
    ['schedule.specificDates.0.hours', 'availability'],
    ['customAvailableHour.weeklySchedule.MONDAY', 'availability'],
    ['questions.1.content', 'questions'],
    ['termsAndCondition.text', 'booking'],
    ['payment.amount', 'payment'],
    ['unknown.path', 'details'],
  ])('%s is in %s', (path, section) => {
    expect(sectionOfPath(path)).toBe(section);
  });

  it('counts errors by section', () => {
    expect(countErrorsBySection({ name: 'x', slug: 'y', 'bounds.slotGap': 'z' })).toEqual({
      details: 2,
      limits: 1,
    });
  });
});

describe('errorAt and errorsUnder', () => {
  const errors = { 'questions.2.content': 'Please enter the question', 'bounds.slotGap': 'Too small' };

  it('finds an exact path, or the first nested one when asked', () => {
    expect(errorAt(errors, 'bounds.slotGap')).toBe('Too small');
    expect(errorAt(errors, 'questions')).toBeUndefined();
    expect(errorAt(errors, 'questions', true)).toBe('Please enter the question');
  });

  it('strips a prefix', () => {
    expect(errorsUnder(errors, 'questions.2')).toEqual({ content: 'Please enter the question' });
  });
});
