import { describe, expect, it } from 'vitest';
import { publicEventPath, publicEventUrl } from './public-link';

describe('public event links', () => {
  it('joins origin, access link and slug', () => {
    expect(publicEventUrl('https://book.example.com', 'acme', 'intro-call')).toBe(
      'https://book.example.com/acme/intro-call',
    );
    expect(publicEventUrl('http://localhost:3000/', 'acme', 'demo')).toBe('http://localhost:3000/acme/demo');
  });

  it('escapes what would break the path', () => {
    expect(publicEventUrl('https://x.test', 'a b', 'c/d')).toBe('https://x.test/a%20b/c%2Fd');
  });

  it('reads short in a list', () => {
    expect(publicEventPath('acme', 'intro-call')).toBe('/acme/intro-call');
  });
});
