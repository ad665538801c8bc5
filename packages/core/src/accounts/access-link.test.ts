import { describe, expect, it } from 'vitest';
import { slugifyAccessLink } from './access-link.ts';

describe('slugifyAccessLink', () => {
  it.each([
    ['Acme Corp', 'acme-corp'],
    ['  Café Résumé!! ', 'cafe-resume'],
    ['ACME', 'acme'],
    ['a', 'a-bookings'],
    ['!!!', 'team-bookings'],
    ['App', 'app-bookings'],
    ['Login', 'login-bookings'],
    ['x'.repeat(60), 'x'.repeat(40)],
    ['Dr. Müller & Söhne GmbH', 'dr-muller-sohne-gmbh'],
  ])('%s → %s', (name, expected) => {
    expect(slugifyAccessLink(name)).toBe(expected);
  });
});
