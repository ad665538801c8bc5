import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import type { ShareLinkResult } from './contract';
import { resolveShareLink } from './queries';
import { safeRedirectUrl } from './redirects';
import { shareLinkLocale, validateShareSearch } from './share-search';

describe('validateShareSearch', () => {
  it.each<[Record<string, unknown>, { attendeeId: string | null; rescheduled: boolean }]>([
    [{}, { attendeeId: null, rescheduled: false }],
    [
      { attendeeId: 'abc', rescheduled: true },
      { attendeeId: 'abc', rescheduled: true },
    ],
    [
      { attendeeId: 'abc', rescheduled: 'true' },
      { attendeeId: 'abc', rescheduled: true },
    ],
    [{ attendeeId: 42 }, { attendeeId: '42', rescheduled: false }],
    [
      { attendeeId: '  ', rescheduled: 'yes' },
      { attendeeId: null, rescheduled: false },
    ],
    [
      { attendeeId: { id: 1 }, rescheduled: 1 },
      { attendeeId: null, rescheduled: false },
    ],
    [{ attendeeId: 'x'.repeat(65) }, { attendeeId: null, rescheduled: false }],
  ])('%j falls back where invalid', (input, expected) => {
    expect(validateShareSearch(input as never)).toEqual({ ...expected, lang: null });
  });

  it('keeps a language that ships, and drops any other', () => {
    expect(validateShareSearch({ lang: 'pt-BR' } as never).lang).toBe('pt-BR');
    expect(validateShareSearch({ lang: 'xx' } as never).lang).toBeNull();
  });

  it('carries UTM and theme parameters', () => {
    expect(validateShareSearch({ utm_source: 'mail', BrandColor: '1e3a8a' } as never)).toEqual({
      attendeeId: null,
      rescheduled: false,
      lang: null,
      utm_source: 'mail',
      BrandColor: '1e3a8a',
    });
  });
});

describe('resolveShareLink', () => {
  const refusal = (status: number, code: string) =>
    new ApiError('x', { status, code: status === 409 ? code : 'NOT_FOUND', body: { error: 'x', code } });

  it.each([
    [410, 'EXPIRED'],
    [409, 'LIMIT_EXCEEDED'],
    [404, 'NOT_FOUND'],
  ])('turns a %i %s into an outcome', (status, code) => {
    expect(resolveShareLink(null, refusal(status, code))).toEqual({ kind: code });
  });

  it('rethrows anything else', () => {
    const error = new ApiError('x', { status: 500, code: 'INTERNAL_ERROR' });
    expect(() => resolveShareLink(null, error)).toThrow(error);
  });

  it('reads an EVENT link without an event as not accessible', () => {
    const data = {
      type: 'EVENT' as const,
      event: null,
      accessLink: 'acme',
      trackerApps: [],
      shareLink: { source: null, preFill: {}, redirects: {}, limit: 0, used: 0, expireAt: null },
    };
    expect(resolveShareLink(data, null)).toEqual({ kind: 'NOT_FOUND' });
    expect(resolveShareLink({ ...data, type: 'FORM' }, null)).toEqual({ kind: 'NOT_FOUND' });
  });

  it('reads a FORM link as its routing form', () => {
    const form = { _id: 'f1', slug: 'triage' } as never;
    const data = {
      type: 'FORM' as const,
      event: null,
      formInfo: form,
      accessLink: 'acme',
      trackerApps: [],
      shareLink: { source: null, preFill: {}, redirects: {}, limit: 0, used: 0, expireAt: null },
    };
    expect(resolveShareLink(data, null)).toEqual({ kind: 'FORM', form });
  });
});

describe('safeRedirectUrl', () => {
  it.each<[string | undefined, string | null]>([
    ['https://example.com/done', 'https://example.com/done'],
    [' http://example.com ', 'http://example.com/'],
    ['javascript:alert(1)', null],
    ['/relative', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (input, expected) => {
    expect(safeRedirectUrl(input)).toBe(expected);
  });
});

describe('shareLinkLocale', () => {
  const eventLink = (language: string) =>
    ({ kind: 'EVENT', event: { language }, data: {} }) as unknown as ShareLinkResult;
  const booked = (language: 'de' | 'hi' | null) => ({ attendee: { language } }) as never;

  it('takes the visitor’s pick first', () => {
    expect(shareLinkLocale(eventLink('es'), booked('de'), { lang: 'fr', rescheduled: true })).toBe('fr');
  });

  it('moves a booking in the language it was made in', () => {
    expect(shareLinkLocale(eventLink('es'), booked('hi'), { lang: null, rescheduled: true })).toBe('hi');
  });

  it('books in the event’s fixed language, the booking’s language aside', () => {
    expect(shareLinkLocale(eventLink('es'), booked('de'), { lang: null, rescheduled: false })).toBe('es');
  });
});
