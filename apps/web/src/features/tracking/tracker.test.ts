import { describe, expect, it, vi } from 'vitest';
import { createTracker, type TrackingSink } from './tracker';
import type { TrackingEventName } from './tracking-events';

function setUp(isEmbedded = false) {
  const postToParent = vi.fn();
  const warn = vi.fn();
  const tracker = createTracker({ isEmbedded: () => isEmbedded, postToParent, warn });
  const sink = vi.fn<TrackingSink>();
  tracker.addSink(sink);
  return { tracker, sink, postToParent, warn };
}

describe('createTracker', () => {
  it('gives every sink the event worth 1 USD with its details', () => {
    const { tracker, sink, postToParent } = setUp();
    tracker.track('date_selection', { eventId: 'e1' });
    expect(sink).toHaveBeenCalledWith('date_selection', { eventId: 'e1', value: 1, currency: 'USD' });
    expect(postToParent).not.toHaveBeenCalled();
  });

  it('posts TRACK_EVENT to the parent page inside a frame', () => {
    const { tracker, postToParent } = setUp(true);
    tracker.track('all_events_page');
    expect(postToParent).toHaveBeenCalledWith({
      type: 'TRACK_EVENT',
      event: 'all_events_page',
      payload: { value: 1, currency: 'USD' },
    });
  });

  it('sends a keyed event once', () => {
    const { tracker, sink } = setUp();
    tracker.track('view_thank_you_page', {}, { onceKey: 'a1' });
    tracker.track('view_thank_you_page', {}, { onceKey: 'a1' });
    tracker.track('view_thank_you_page', {}, { onceKey: 'a2' });
    expect(sink).toHaveBeenCalledTimes(2);
  });

  it('only warns about an unknown event', () => {
    const { tracker, sink, warn } = setUp(true);
    tracker.track('no_such_event' as TrackingEventName);
    expect(sink).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Unknown tracking event: no_such_event');
  });

  it('keeps going when a sink throws, and stops calling a removed sink', () => {
    const { tracker, sink, warn } = setUp();
    const remove = tracker.addSink(() => {
      throw new Error('pixel not ready');
    });
    tracker.track('time_selection');
    expect(sink).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('A tracking sink failed: pixel not ready');
    remove();
    tracker.track('time_selection');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
