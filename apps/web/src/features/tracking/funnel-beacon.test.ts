import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendFunnelBeacon } from './funnel-beacon';

function stubPage(href: string) {
  const sendBeacon = vi.fn(() => true);
  const store = new Map<string, string>();
  const url = new URL(href);
  vi.stubGlobal('navigator', { sendBeacon });
  vi.stubGlobal('window', { location: { search: url.search, pathname: url.pathname } });
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
  });
  return sendBeacon;
}

async function sentBody(spy: ReturnType<typeof vi.fn>, call = 0) {
  const blob = spy.mock.calls[call]?.[1] as Blob;
  expect(blob.type).toBe('application/json');
  return JSON.parse(await blob.text());
}

describe('sendFunnelBeacon', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the event, what it happened on, the tab’s anonymous id and the page’s UTM source and campaign', async () => {
    const spy = stubPage('https://book.example/acme/intro?utm_source=news&utm_campaign=spring&utm_term=x');
    sendFunnelBeacon('date_selection', { value: 1, currency: 'USD', eventId: 'e1', date: '2027-03-01' });
    sendFunnelBeacon('time_selection', { value: 1, currency: 'USD', eventId: 'e1', time: '09:00' });
    expect(spy).toHaveBeenCalledWith('/api/v1/bookings/website/funnel-event', expect.any(Blob));
    const first = await sentBody(spy, 0);
    expect(first).toEqual({
      name: 'date_selection',
      eventId: 'e1',
      visitorId: expect.stringMatching(/^[0-9a-f]{24}$/),
      utmSource: 'news',
      utmCampaign: 'spring',
    });
    expect((await sentBody(spy, 1)).visitorId).toBe(first.visitorId);
  });

  it('stays quiet in the dashboard and without a target', () => {
    const inDashboard = stubPage('https://book.example/app/calendar');
    sendFunnelBeacon('date_selection', { value: 1, currency: 'USD', eventId: 'e1' });
    expect(inDashboard).not.toHaveBeenCalled();
    const withoutTarget = stubPage('https://book.example/acme/');
    sendFunnelBeacon('all_events_page', { value: 1, currency: 'USD' });
    expect(withoutTarget).not.toHaveBeenCalled();
  });
});
