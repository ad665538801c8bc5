import { describe, expect, it } from 'vitest';
import { webAddressProblem } from './web-address.ts';

describe('webAddressProblem', () => {
  const feed = { schemes: ['https', 'webcal', 'http'], example: 'https://example.com/calendar.ics' };
  it.each([
    ['https://example.com/calendar.ics'],
    ['webcal://p01-calendars.icloud.com/published/2/abc'],
    ['WEBCAL://example.com/a.ics'],
    ['http://[2001:db8::1]:8080/a.ics'],
    ['https://example.com./a.ics'],
  ])('takes %s', (value) => {
    expect(webAddressProblem(value, feed)).toBeNull();
  });

  it.each([
    ['example.com/a.ics', 'Enter a full address, such as https://example.com/calendar.ics'],
    ['http://', 'Enter a full address, such as https://example.com/calendar.ics'],
    ['https://exa mple.com/', 'Enter a full address, such as https://example.com/calendar.ics'],
    ['ftp://example.com/a.ics', 'Use an address starting with https://, webcal:// or http://'],
    ['mailto:ann@example.com', 'Use an address starting with https://, webcal:// or http://'],
    [`https://${'x'.repeat(64)}.example.com/`, 'This host name is not valid'],
    ['https://a..b/', 'This host name is not valid'],
  ])('refuses %s: %s', (value, message) => {
    expect(webAddressProblem(value, feed)).toBe(message);
  });

  it('refuses credentials in the address only when told to', () => {
    const value = 'https://ann:pw@dav.example.com/';
    expect(webAddressProblem(value, feed)).toBeNull();
    expect(webAddressProblem(value, { ...feed, noCredentials: 'No credentials here' })).toBe(
      'No credentials here',
    );
  });
});
