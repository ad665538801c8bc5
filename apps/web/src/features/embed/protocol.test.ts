import { describe, expect, it } from 'vitest';
import { embedPath, embedUrl, hostMessageOf, isEnvelope } from './protocol';

describe('embedPath', () => {
  it('names the page of an access link, an event, a routing form and a share link', () => {
    expect(embedPath({ accessLink: 'acme' })).toBe('/acme/');
    expect(embedPath({ accessLink: 'acme', slug: 'intro call' })).toBe('/acme/intro%20call');
    expect(embedPath({ accessLink: 'acme', form: 'contact' })).toBe('/form/acme/contact');
    expect(embedPath({ shareLink: 'x1y2', accessLink: 'acme' })).toBe('/d/x1y2');
    expect(embedPath({ slug: 'intro' })).toBeNull();
  });
});

describe('embedUrl', () => {
  it('turns the options into the page parameters', () => {
    const url = new URL(
      embedUrl('https://book.example.com', {
        accessLink: 'acme',
        slug: 'intro',
        theme: 'dark',
        brandColor: '#0F766E',
        hideEventDetails: true,
        name: ' Ada ',
        email: 'ada@example.com',
        guests: ['a@example.com', ' ', 'b@example.com'],
        answers: { q1: 'Hello', q2: '' },
        date: '2027-03-04',
        utm: { utm_source: 'site', utm_medium: '' },
      }) ?? '',
    );
    expect(url.origin + url.pathname).toBe('https://book.example.com/acme/intro');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      BackgroundColor: '111827',
      TextColor: 'f3f4f6',
      BrandColor: '0F766E',
      hideLHS: 'true',
      name: 'Ada',
      email: 'ada@example.com',
      guests: 'a@example.com,b@example.com',
      'answer.q1': 'Hello',
      date: '2027-03-04',
      month: '2027-03',
      utm_source: 'site',
    });
  });

  it('drops a malformed colour, layout and date, and adds the frame parameters', () => {
    const url = new URL(
      embedUrl(
        'https://book.example.com',
        { accessLink: 'acme', brandColor: 'red', date: '4 March', layout: 'GRID' },
        { embedId: 'w1', parentOrigin: 'https://shop.example', mode: 'inline' },
      ) ?? '',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      layout: 'GRID',
      embed: 'w1',
      embedOrigin: 'https://shop.example',
      embedMode: 'inline',
    });
  });

  it('has no address without a page', () => {
    expect(embedUrl('https://book.example.com', { theme: 'dark' })).toBeNull();
  });
});

describe('isEnvelope', () => {
  it('accepts only our namespace with a type', () => {
    expect(isEnvelope({ ns: 'kairos', type: 'HIDE_SPINNER' })).toBe(true);
    expect(isEnvelope({ type: 'HIDE_SPINNER' })).toBe(false);
    expect(isEnvelope({ ns: 'other', type: 'HIDE_SPINNER' })).toBe(false);
    expect(isEnvelope('HIDE_SPINNER')).toBe(false);
    expect(isEnvelope(null)).toBe(false);
  });
});

describe('hostMessageOf', () => {
  it('reads the spec’s plain messages and our envelope', () => {
    expect(hostMessageOf({ type: 'COPY_TO_CLIPBOARD', mode: 'ERROR' })).toEqual({
      type: 'COPY_TO_CLIPBOARD',
      mode: 'ERROR',
    });
    expect(hostMessageOf({ type: 'HIDE_CLOSE_BUTTON' })).toEqual({ type: 'HIDE_CLOSE_BUTTON' });
    expect(hostMessageOf({ ns: 'kairos', embedId: 'w1', type: 'HIDE_CLOSE_BUTTON' }, 'w1')).toEqual({
      type: 'HIDE_CLOSE_BUTTON',
    });
  });

  it('refuses another namespace, another widget, an unknown type or mode, and non-objects', () => {
    expect(hostMessageOf({ ns: 'other', type: 'HIDE_CLOSE_BUTTON' })).toBeNull();
    expect(hostMessageOf({ ns: 'kairos', embedId: 'w2', type: 'HIDE_CLOSE_BUTTON' }, 'w1')).toBeNull();
    expect(hostMessageOf({ type: 'COPY_TO_CLIPBOARD', mode: 'MAYBE' })).toBeNull();
    expect(hostMessageOf({ type: 'CLOSE' })).toBeNull();
    expect(hostMessageOf('HIDE_CLOSE_BUTTON')).toBeNull();
    expect(hostMessageOf(null)).toBeNull();
  });
});
