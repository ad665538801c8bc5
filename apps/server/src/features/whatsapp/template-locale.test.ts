import { describe, expect, it } from 'vitest';
import { templateLocale } from './service.ts';

describe('templateLocale', () => {
  it.each([
    ['en_US', 'en-US'],
    ['pt_BR', 'pt-BR'],
    ['de', 'de'],
    ['hi', 'hi'],
    ['not a language!', 'en-GB'],
  ])('reads WhatsApp’s %s as %s', (whatsapp, locale) => {
    expect(templateLocale(whatsapp)).toBe(locale);
  });
});
