import type { RoutingQuestion } from '@kairos/core/routing/form-schema';
import type { RoutingRule } from '@kairos/core/routing/rule-schema';
import { describe, expect, it } from 'vitest';
import { matchPreviewRule, previewRules } from './preview-logic';

const need = {
  questionId: 'need',
  content: 'What do you need?',
  type: 'RADIO',
  listItems: ['Demo', 'Support'],
} as RoutingQuestion;

const rules: RoutingRule[] = [
  {
    _id: 'support',
    isDefault: false,
    position: 0,
    condition: {
      kind: 'group',
      join: 'ALL',
      children: [{ kind: 'clause', questionId: 'need', operator: 'equals', value: 'Support' }],
    },
    redirect: { type: 'CUSTOM_MESSAGE', title: 'Support is on the way', body: '' },
    label: 'Support is on the way',
  },
  {
    _id: 'fallback',
    isDefault: true,
    position: 1,
    condition: null,
    redirect: { type: 'EXTERNAL_URL', externalUrl: 'https://example.com/' },
    label: 'https://example.com/',
  },
];

// Asia/Kolkata (+05:30): the rules here read no dates, so any zone gives the same pick.
const ctx = { now: Date.parse('2026-03-29T00:30:00Z'), timezone: 'Asia/Kolkata', questions: [need] };

describe('previewRules', () => {
  it('gives the panel each rule’s id, kind and label, and nothing of its condition', () => {
    expect(previewRules(rules)).toEqual([
      { _id: 'support', isDefault: false, type: 'CUSTOM_MESSAGE', label: 'Support is on the way' },
      { _id: 'fallback', isDefault: true, type: 'EXTERNAL_URL', label: 'https://example.com/' },
    ]);
  });
});

describe('matchPreviewRule', () => {
  it.each([
    ['an answer a rule asks for', 'Support', 'support'],
    ['any other answer falls to the default rule', 'Demo', 'fallback'],
    ['no answer falls to the default rule', '', 'fallback'],
  ])('%s', (_name, answer, matched) => {
    expect(matchPreviewRule(rules, [{ questionId: 'need', answer }], ctx)).toBe(matched);
  });

  it('matches nothing without rules', () => {
    expect(matchPreviewRule([], [{ questionId: 'need', answer: 'Support' }], ctx)).toBeNull();
  });
});
