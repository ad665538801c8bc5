import { parentFrame } from '../embed/parent-frame';
import { isEmbeddedInFrame } from '../shell/embedding';
import { sendFunnelBeacon } from './funnel-beacon';
import { isTrackingEvent, type TrackingEventName } from './tracking-events';

/** What every tracking event carries, plus details such as the event id (never personal data). */
export interface TrackingPayload {
  value: 1;
  currency: 'USD';
  [detail: string]: unknown;
}

/** A destination for tracking events: an analytics service, a pixel, a test spy. */
export type TrackingSink = (name: TrackingEventName, payload: TrackingPayload) => void;

export interface TrackOptions {
  /** Sends the event at most once per page load for this key (a re-rendered page must not count twice). */
  onceKey?: string;
}

interface TrackerEnvironment {
  isEmbedded: () => boolean;
  postToParent: (message: {
    type: 'TRACK_EVENT';
    event: TrackingEventName;
    payload: TrackingPayload;
  }) => void;
  warn: (message: string) => void;
}

export interface Tracker {
  track(name: TrackingEventName, details?: Record<string, unknown>, options?: TrackOptions): void;
  addSink(sink: TrackingSink): () => void;
}

/**
 * One way out for tracking events: every registered sink (none until trackers are connected) and,
 * inside a frame, the parent page as `{ type: 'TRACK_EVENT', event, payload }`.
 */
export function createTracker(env: TrackerEnvironment): Tracker {
  const sinks = new Set<TrackingSink>();
  const sent = new Set<string>();
  return {
    track(name, details, options) {
      if (!isTrackingEvent(name)) {
        env.warn(`Unknown tracking event: ${String(name)}`);
        return;
      }
      if (options?.onceKey !== undefined) {
        const key = `${name}:${options.onceKey}`;
        if (sent.has(key)) return;
        sent.add(key);
      }
      const payload: TrackingPayload = { ...details, value: 1, currency: 'USD' };
      for (const sink of sinks) {
        try {
          sink(name, payload);
        } catch (error) {
          env.warn(`A tracking sink failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (env.isEmbedded()) env.postToParent({ type: 'TRACK_EVENT', event: name, payload });
    },
    addSink(sink) {
      sinks.add(sink);
      return () => sinks.delete(sink);
    },
  };
}

const browserTracker = createTracker({
  isEmbedded: isEmbeddedInFrame,
  // Only to the page that framed this one (see the embed protocol); the message holds no personal data.
  postToParent: (message) => parentFrame.post(message),
  warn: (message) => console.warn(message),
});

// Every event also goes to Kairos's own funnel (the host's analytics).
browserTracker.addSink(sendFunnelBeacon);

export const trackEvent = browserTracker.track;
export const addTrackingSink = browserTracker.addSink;
