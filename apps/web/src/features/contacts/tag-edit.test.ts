import { dashboardEn } from '@kairos/core/i18n/dashboard/en';
import { createTranslator } from '@kairos/core/i18n/translate';
import { describe, expect, it } from 'vitest';
import { addTags, removeTag, TAGS_MAX } from './tag-edit';

const t = createTranslator('en', dashboardEn);

/** The refusal in words, as the tag editor shows it. */
function refusal(tags: readonly string[], input: string): string | null {
  const result = addTags(tags, input);
  return result.ok ? null : t(result.problem.key, 'values' in result.problem ? result.problem.values : {});
}

describe('addTags', () => {
  it.each([
    [[], 'vip', ['vip']],
    [['vip'], ' lead , partner ', ['vip', 'lead', 'partner']],
    [['VIP'], 'vip, new', ['VIP', 'new']],
    [[], 'a,,a', ['a']],
    [[], 'big   client', ['big client']],
  ])('%o + %s → %o', (tags, input, next) => {
    expect(addTags(tags, input)).toEqual({ ok: true, tags: next });
  });

  it('asks for a tag when nothing was typed', () => {
    expect(refusal(['x'], ' , ')).toBe('Type a tag first');
  });

  it('refuses a tag longer than 50 characters', () => {
    expect(refusal([], 'x'.repeat(51))).toBe('Use at most 50 characters per tag');
  });

  it('refuses more than the cap', () => {
    const full = Array.from({ length: TAGS_MAX }, (_, i) => `t${i}`);
    expect(refusal(full, 'one-more')).toBe('Use at most 30 tags');
  });
});

describe('removeTag', () => {
  it('drops the tag only', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});
