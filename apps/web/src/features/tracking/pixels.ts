import { parentFrame } from '../embed/parent-frame';
import { isEmbeddedInFrame, isPublicBookingsOrigin } from '../shell/embedding';
import { addTrackingSink, type TrackingSink } from './tracker';
import type { TrackingEventName } from './tracking-events';

/**
 * Funnel events that have a standard Meta pixel event: sent with `fbq('track', …)`. Every other
 * event goes with `fbq('trackCustom', name, …)` under its own name.
 */
export const STANDARD_PIXEL_EVENTS: Partial<Record<TrackingEventName, string>> = {
  schedule_event: 'Schedule',
  payment_completed: 'Purchase',
  submit_routing_form_success: 'Lead',
};

export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
export const GOOGLE_TAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

/** The pixel call for a funnel event: the method and the event name. */
export function pixelCall(name: TrackingEventName): ['track' | 'trackCustom', string] {
  const standard = STANDARD_PIXEL_EVENTS[name];
  return standard ? ['track', standard] : ['trackCustom', name];
}

type Command = (...args: unknown[]) => void;

/** The page's globals the services use; a stand-in in tests. */
export interface PixelWindow {
  fbq?: Command & { queue?: unknown[]; loaded?: boolean; version?: string; callMethod?: Command };
  _fbq?: unknown;
  gtag?: Command;
  dataLayer?: unknown[];
}

export interface PixelEnvironment {
  win: PixelWindow;
  /** Adds an async script to the page. */
  loadScript: (src: string) => void;
  warn: (message: string) => void;
}

/** A sink for the Meta pixel; without `fbq` (blocked, never initialised) it only warns. */
export function metaPixelSink(env: PixelEnvironment): TrackingSink {
  return (name, payload) => {
    const fbq = env.win.fbq;
    if (typeof fbq !== 'function') {
      env.warn(`The Meta pixel is not initialised; ${name} was not sent to it`);
      return;
    }
    const [method, event] = pixelCall(name);
    fbq(method, event, payload);
  };
}

/** A sink for Google Analytics (`gtag('event', name, …)`); without `gtag` it only warns. */
export function googleAnalyticsSink(env: PixelEnvironment): TrackingSink {
  return (name, payload) => {
    const gtag = env.win.gtag;
    if (typeof gtag !== 'function') {
      env.warn(`Google Analytics is not initialised; ${name} was not sent to it`);
      return;
    }
    gtag('event', name, payload);
  };
}

/** Sets up `fbq` as Meta's base code does (a queue until the library loads) and initialises the pixel. */
export function initMetaPixel(env: PixelEnvironment, pixelId: string): void {
  const win = env.win;
  if (typeof win.fbq !== 'function') {
    const queue: unknown[] = [];
    const fbq = Object.assign(
      (...args: unknown[]) => {
        if (fbq.callMethod) fbq.callMethod(...args);
        else queue.push(args);
      },
      {
        queue,
        loaded: true,
        version: '2.0',
        callMethod: undefined as Command | undefined,
        push: undefined as unknown,
      },
    );
    fbq.push = fbq;
    win.fbq = fbq;
    win._fbq ??= fbq;
    env.loadScript(META_PIXEL_SCRIPT);
  }
  win.fbq?.('init', pixelId);
  win.fbq?.('track', 'PageView');
}

/** Sets up `gtag` as Google's tag does (commands into `dataLayer`) and configures the property. */
export function initGoogleAnalytics(env: PixelEnvironment, measurementId: string): void {
  const win = env.win;
  if (typeof win.gtag !== 'function') {
    win.dataLayer ??= [];
    const layer = win.dataLayer;
    // The tag reads `arguments` objects from the data layer, so push exactly that.
    win.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: Google's tag expects the arguments object itself.
      layer.push(arguments);
    };
    env.loadScript(`${GOOGLE_TAG_SCRIPT}?id=${encodeURIComponent(measurementId)}`);
    win.gtag('js', new Date());
  }
  win.gtag?.('config', measurementId);
}

const connected = new Set<string>();
const sinks = new Set<string>();

/**
 * Connects a workspace's trackers once per page load. On the public bookings domain each service
 * loads and gets every funnel event; inside a frame the host page is told the GA measurement id
 * (INIT_GOOGLE_ANALYTICS). Unknown services only warn.
 */
export function connectTrackers(
  apps: ReadonlyArray<{ appName: string; id: string }>,
  env: PixelEnvironment = browserEnvironment(),
): void {
  const active = isPublicBookingsOrigin();
  for (const app of apps) {
    const key = `${app.appName}:${app.id}`;
    if (connected.has(key)) continue;
    if (app.appName !== 'META_PIXEL' && app.appName !== 'GOOGLE_ANALYTICS') {
      env.warn(`Unknown tracker app: ${app.appName}`);
      continue;
    }
    connected.add(key);
    if (app.appName === 'GOOGLE_ANALYTICS' && isEmbeddedInFrame()) {
      parentFrame.post({ type: 'INIT_GOOGLE_ANALYTICS', measurementId: app.id });
    }
    if (!active) continue;
    if (app.appName === 'META_PIXEL') initMetaPixel(env, app.id);
    else initGoogleAnalytics(env, app.id);
    if (!sinks.has(app.appName)) {
      sinks.add(app.appName);
      addTrackingSink(app.appName === 'META_PIXEL' ? metaPixelSink(env) : googleAnalyticsSink(env));
    }
  }
}

function browserEnvironment(): PixelEnvironment {
  return {
    win: window as unknown as PixelWindow,
    loadScript: (src) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      document.head.append(script);
    },
    warn: (message) => console.warn(message),
  };
}
