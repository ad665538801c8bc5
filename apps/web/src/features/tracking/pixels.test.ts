import { describe, expect, it, vi } from 'vitest';
import {
  GOOGLE_TAG_SCRIPT,
  googleAnalyticsSink,
  initGoogleAnalytics,
  initMetaPixel,
  META_PIXEL_SCRIPT,
  metaPixelSink,
  type PixelWindow,
  pixelCall,
} from './pixels';
import { TRACKING_EVENTS } from './tracking-events';

function environment(win: PixelWindow = {}) {
  return { win, loadScript: vi.fn(), warn: vi.fn() };
}

const payload = { value: 1 as const, currency: 'USD' as const, eventId: 'e1' };

describe('pixelCall', () => {
  it('uses the standard pixel event for bookings, payments and routed leads, a custom one for the rest', () => {
    const calls = Object.fromEntries(TRACKING_EVENTS.map((name) => [name, pixelCall(name)]));
    expect(calls.schedule_event).toEqual(['track', 'Schedule']);
    expect(calls.payment_completed).toEqual(['track', 'Purchase']);
    expect(calls.submit_routing_form_success).toEqual(['track', 'Lead']);
    const custom = TRACKING_EVENTS.filter((name) => calls[name]?.[0] === 'trackCustom');
    expect(custom).toHaveLength(22);
    for (const name of custom) expect(calls[name]).toEqual(['trackCustom', name]);
  });
});

describe('metaPixelSink', () => {
  it('sends through fbq with the payload', () => {
    const fbq = vi.fn();
    const env = environment({ fbq });
    metaPixelSink(env)('date_selection', payload);
    metaPixelSink(env)('schedule_event', payload);
    expect(fbq.mock.calls).toEqual([
      ['trackCustom', 'date_selection', payload],
      ['track', 'Schedule', payload],
    ]);
  });

  it('only warns when the pixel is not initialised', () => {
    const env = environment();
    expect(() => metaPixelSink(env)('verify_email', payload)).not.toThrow();
    expect(env.warn).toHaveBeenCalledWith(
      'The Meta pixel is not initialised; verify_email was not sent to it',
    );
  });
});

describe('googleAnalyticsSink', () => {
  it('sends a GA event, or warns without gtag', () => {
    const gtag = vi.fn();
    googleAnalyticsSink(environment({ gtag }))('time_selection', payload);
    expect(gtag).toHaveBeenCalledWith('event', 'time_selection', payload);
    const env = environment();
    googleAnalyticsSink(env)('time_selection', payload);
    expect(env.warn).toHaveBeenCalledWith(
      'Google Analytics is not initialised; time_selection was not sent to it',
    );
  });
});

describe('initMetaPixel', () => {
  it('queues commands until the library loads, and loads it once', () => {
    const env = environment();
    initMetaPixel(env, '1234567');
    initMetaPixel(env, '7654321');
    expect(env.loadScript).toHaveBeenCalledTimes(1);
    expect(env.loadScript).toHaveBeenCalledWith(META_PIXEL_SCRIPT);
    expect(env.win.fbq?.queue).toEqual([
      ['init', '1234567'],
      ['track', 'PageView'],
      ['init', '7654321'],
      ['track', 'PageView'],
    ]);
  });

  it('uses a pixel the page already has', () => {
    const fbq = vi.fn();
    const env = environment({ fbq });
    initMetaPixel(env, '1234567');
    expect(env.loadScript).not.toHaveBeenCalled();
    expect(fbq).toHaveBeenCalledWith('init', '1234567');
  });
});

describe('initGoogleAnalytics', () => {
  it('puts the commands on the data layer and loads the tag for the measurement id', () => {
    const env = environment();
    initGoogleAnalytics(env, 'G-ABC123');
    expect(env.loadScript).toHaveBeenCalledWith(`${GOOGLE_TAG_SCRIPT}?id=G-ABC123`);
    const commands = (env.win.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(commands[0]?.[0]).toBe('js');
    expect(commands[1]).toEqual(['config', 'G-ABC123']);
  });
});
