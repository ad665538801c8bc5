import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openSecret, SecretUnreadableError, sealSecret } from './service.ts';

const KEY = 'k'.repeat(40);

describe('sealed secrets', () => {
  it('opens what it sealed, for any text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        (plain) => openSecret(KEY, sealSecret(KEY, plain)) === plain,
      ),
    );
  });

  it('never stores the plain text and never seals the same way twice', () => {
    const a = sealSecret(KEY, 'sk_live_abc123');
    const b = sealSecret(KEY, 'sk_live_abc123');
    expect(a).not.toContain('sk_live');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it.each([
    ['another key', (s: string) => s, 'x'.repeat(40)],
    ['a changed byte', (s: string) => `${s.slice(0, -2)}${s.endsWith('AA') ? 'AB' : 'AA'}`, KEY],
    ['an unknown version', (s: string) => s.replace(/^v1/, 'v9'), KEY],
    ['a missing part', (s: string) => s.split('.').slice(0, 3).join('.'), KEY],
    ['plain text', () => 'hunter2', KEY],
  ])('refuses %s', (_name, change, key) => {
    expect(() => openSecret(key, change(sealSecret(KEY, 'token-value')))).toThrow(SecretUnreadableError);
  });
});
