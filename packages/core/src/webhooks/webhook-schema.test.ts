import { describe, expect, it } from 'vitest';
import { WebhookEndpointBodySchema } from './webhook-schema.ts';

describe('an endpoint address', () => {
  const issues = (url: string) => {
    const result = WebhookEndpointBodySchema.safeParse({ url, triggers: ['booking.created'] });
    return result.success ? [] : result.error.issues.map((i) => i.message);
  };

  it.each([
    ['https://example.com/hooks'],
    ['http://hooks.example.com:8080/kairos?x=1'],
    ['https://example.com./hooks'],
    ['https://[2001:4860::8888]/hooks'],
  ])('takes %s', (url) => {
    expect(issues(url)).toEqual([]);
  });

  it.each([
    ['http://', 'Enter a full address, such as https://example.com/hooks/kairos'],
    ['https:// example.com', 'Enter a full address, such as https://example.com/hooks/kairos'],
    ['http://example.com:99999/', 'Enter a full address, such as https://example.com/hooks/kairos'],
    ['ftp://example.com/', 'Use an address starting with https:// or http://'],
    [
      'https://user:secret@example.com/',
      'Leave the user name and password out of the address: each message is signed instead',
    ],
    [`https://a.${'b'.repeat(64)}.example/`, 'This host name is not valid'],
    [`https://${'a.'.repeat(130)}example/`, 'This host name is not valid'],
    ['https://a..example/', 'This host name is not valid'],
  ])('refuses %s: %s', (url, message) => {
    expect(issues(url)).toEqual([message]);
  });
});
