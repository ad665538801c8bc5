import { describe, expect, it } from 'vitest';
import { ShareLinkBookBodySchema, ShareLinkCreateBodySchema } from './share-link-schema.ts';

const EVENT_ID = '0b7d4c3e-8f7a-4a43-9a52-3f1d1f6b0c11';

function messages(input: unknown): string[] {
  const result = ShareLinkCreateBodySchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('ShareLinkCreateBodySchema', () => {
  it('defaults the limit to 0 (unlimited) and keeps the rest optional', () => {
    expect(ShareLinkCreateBodySchema.parse({ eventId: EVENT_ID })).toEqual({ eventId: EVENT_ID, limit: 0 });
  });

  it('normalises the pre-filled email and trims the source', () => {
    const body = ShareLinkCreateBodySchema.parse({
      eventId: EVENT_ID,
      limit: 3,
      expireAt: '2027-03-02T10:00:00+05:30',
      preFill: { disableChange: true, name: ' Ada ', emailId: ' Ada@Example.com ' },
      redirects: { onSuccessURL: 'https://example.com/thanks', onCancelURL: 'http://example.com/bye' },
      source: ' newsletter ',
    });
    expect(body.preFill).toEqual({ disableChange: true, name: 'Ada', emailId: 'ada@example.com' });
    expect(body.source).toBe('newsletter');
    expect(body.expireAt).toBe('2027-03-02T10:00:00+05:30');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['negative limit', { limit: -1 }, 'limit: Use 0 for unlimited or a positive number'],
    ['fractional limit', { limit: 1.5 }, 'limit: Use a whole number, 0 for unlimited'],
    ['text limit', { limit: '3' }, 'limit: Use a whole number, 0 for unlimited'],
    [
      'date without time',
      { expireAt: '2027-03-02' },
      'expireAt: Use an ISO 8601 date and time, e.g. 2027-03-01T09:00:00Z',
    ],
    ['bad email', { preFill: { emailId: 'nope' } }, 'preFill.emailId: Please provide correct email'],
    [
      'lock with nothing to lock',
      { preFill: { disableChange: true } },
      'preFill.disableChange: Give a name or an email to lock',
    ],
    [
      'javascript: redirect',
      { redirects: { onSuccessURL: 'javascript:alert(1)' } },
      'redirects.onSuccessURL: Use a full http:// or https:// address',
    ],
    [
      'relative redirect',
      { redirects: { onCancelURL: '/thanks' } },
      'redirects.onCancelURL: Use a full http:// or https:// address',
    ],
  ])('refuses %s', (_name, extra, message) => {
    expect(messages({ eventId: EVENT_ID, ...extra })).toContain(message);
  });

  it('accepts a null expiry (never expires)', () => {
    expect(ShareLinkCreateBodySchema.parse({ eventId: EVENT_ID, expireAt: null }).expireAt).toBeNull();
  });
});

describe('ShareLinkBookBodySchema', () => {
  const booking = {
    time: '2027-03-02T10:00:00Z',
    timezone: 'Europe/Berlin',
    attendee: { fullName: 'Ada', emailId: 'ada@example.com' },
  };
  it('needs the link but not the event id', () => {
    expect(ShareLinkBookBodySchema.safeParse({ ...booking, shareLink: 'abc123def456' }).success).toBe(true);
    expect(ShareLinkBookBodySchema.safeParse(booking).success).toBe(false);
  });
});
