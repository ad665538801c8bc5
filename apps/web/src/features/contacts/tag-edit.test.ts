import { describe, expect, it } from 'vitest';
import { addTags, removeTag, TAGS_MAX } from './tag-edit';

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
    expect(addTags(['x'], ' , ')).toEqual({ ok: false, message: 'Type a tag first' });
  });

  it('refuses a tag longer than 50 characters', () => {
    expect(addTags([], 'x'.repeat(51))).toEqual({ ok: false, message: 'Use at most 50 characters per tag' });
  });

  it('refuses more than the cap', () => {
    const full = Array.from({ length: TAGS_MAX }, (_, i) => `t${i}`);
    expect(addTags(full, 'one-more')).toEqual({ ok: false, message: 'Use at most 30 tags' });
  });
});

describe('removeTag', () => {
  it('drops the tag only', () => {
    expect(removeTag(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });
});
