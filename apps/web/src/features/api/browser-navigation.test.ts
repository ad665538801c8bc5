import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLoginHref, redirectToLogin, resolveNavigableUrl, safeReturnPath } from './browser-navigation';

const assign = vi.fn();

function stubLocation(href: string) {
  const url = new URL(href);
  vi.stubGlobal('window', { location: { href, origin: url.origin, pathname: url.pathname, assign } });
}

beforeEach(() => stubLocation('https://app.example.com/app/contacts?tab=all'));
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

describe('buildLoginHref', () => {
  it('encodes the current address and asks to come back to bookings', () => {
    expect(buildLoginHref('https://app.example.com/app/contacts?tab=all')).toBe(
      '/login?location=https%3A%2F%2Fapp.example.com%2Fapp%2Fcontacts%3Ftab%3Dall&redirect=BOOKINGS',
    );
  });
});

describe('redirectToLogin', () => {
  it('sends the browser to the login page with the current address', () => {
    expect(redirectToLogin()).toBe(true);
    expect(assign).toHaveBeenCalledWith(buildLoginHref('https://app.example.com/app/contacts?tab=all'));
  });

  it('does nothing on the login page itself', () => {
    stubLocation('https://app.example.com/login?location=x');
    expect(redirectToLogin()).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('resolveNavigableUrl', () => {
  it.each([
    { target: '/app', expected: 'https://app.example.com/app' },
    { target: 'https://pay.example.org/checkout', expected: 'https://pay.example.org/checkout' },
    { target: 'javascript:alert(1)', expected: null },
    { target: 'data:text/html,hi', expected: null },
    { target: 'http://[bad', expected: null },
  ])('$target → $expected', ({ target, expected }) => {
    expect(resolveNavigableUrl(target, 'https://app.example.com/')?.href ?? null).toBe(expected);
  });
});

describe('safeReturnPath', () => {
  it.each([
    { location: null, expected: '/app' },
    { location: '', expected: '/app' },
    { location: 'https://app.example.com/app/teams?x=1#top', expected: '/app/teams?x=1#top' },
    { location: '/app/calendar', expected: '/app/calendar' },
    { location: 'https://evil.example.com/app', expected: '/app' },
    { location: '//evil.example.com/app', expected: '/app' },
    { location: 'javascript:alert(1)', expected: '/app' },
    { location: 'https://app.example.com/login?location=loop', expected: '/app' },
  ])('$location → $expected', ({ location, expected }) => {
    expect(safeReturnPath(location, '/app')).toBe(expected);
  });
});
