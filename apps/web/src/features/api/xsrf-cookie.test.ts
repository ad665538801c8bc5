import { describe, expect, it } from 'vitest';
import { isStateChangingMethod, readXsrfToken } from './xsrf-cookie';

describe('readXsrfToken', () => {
  it.each([
    { cookies: '', expected: null },
    { cookies: 'XSRF-TOKEN=abc123', expected: 'abc123' },
    { cookies: 'theme=dark; XSRF-TOKEN=abc123; other=1', expected: 'abc123' },
    { cookies: 'MY-XSRF-TOKEN=nope; XSRF-TOKEN=yes', expected: 'yes' },
    { cookies: 'XSRF-TOKEN=a%2Fb%3D', expected: 'a/b=' },
    { cookies: 'XSRF-TOKEN=', expected: null },
    { cookies: 'XSRF-TOKEN=has=equals', expected: 'has=equals' },
  ])('reads $expected from "$cookies"', ({ cookies, expected }) => {
    expect(readXsrfToken(cookies)).toBe(expected);
  });
});

describe('isStateChangingMethod', () => {
  it.each([
    ['GET', false],
    ['head', false],
    ['OPTIONS', false],
    ['POST', true],
    ['put', true],
    ['PATCH', true],
    ['DELETE', true],
  ])('%s → %s', (method, expected) => {
    expect(isStateChangingMethod(method)).toBe(expected);
  });
});
