import { describe, expect, it, vi } from 'vitest';
import { createParentFrame, type FrameEnvironment } from './parent-frame';

const parent = { name: 'host window' };

function setUp(overrides: Partial<FrameEnvironment> = {}) {
  const post = vi.fn();
  const notify = vi.fn();
  const frame = createParentFrame({
    context: { embedId: 'w1', parentOrigin: 'https://shop.example', mode: 'popup' },
    isEmbedded: () => true,
    referrerOrigin: () => 'https://elsewhere.example',
    post,
    parentWindow: () => parent,
    notify,
    ...overrides,
  });
  return { frame, post, notify };
}

describe('createParentFrame', () => {
  it('sends HIDE_SPINNER once, to the host origin only, in the namespace', () => {
    const { frame, post } = setUp();
    frame.started();
    frame.started();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      { ns: 'kairos', embedId: 'w1', type: 'HIDE_SPINNER' },
      'https://shop.example',
    );
  });

  it('sends nothing outside a frame', () => {
    const { frame, post } = setUp({ isEmbedded: () => false });
    frame.started();
    frame.emit('page_viewed', { path: '/' });
    expect(post).not.toHaveBeenCalled();
  });

  it('in a plain iframe, sends spec messages to the framing page but no public events', () => {
    const { frame, post } = setUp({ context: null });
    frame.post({ type: 'TRACK_EVENT', event: 'all_events_page', payload: { value: 1 } });
    frame.emit('booking_successful', { meetingId: 'm1' });
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      { ns: 'kairos', type: 'TRACK_EVENT', event: 'all_events_page', payload: { value: 1 } },
      'https://elsewhere.example',
    );
  });

  it('shows the copy result the host page reports', () => {
    const { frame, notify } = setUp();
    frame.receive({
      source: parent,
      origin: 'https://shop.example',
      data: { ns: 'kairos', type: 'COPY_TO_CLIPBOARD', mode: 'ERROR' },
    });
    frame.receive({
      source: parent,
      origin: 'https://shop.example',
      data: { ns: 'kairos', type: 'COPY_TO_CLIPBOARD', mode: 'SUCCESS' },
    });
    expect(notify.mock.calls).toEqual([['ERROR'], ['SUCCESS']]);
  });

  it('ignores a message from another origin, another window, another namespace or another widget', () => {
    const { frame, notify } = setUp();
    const copy = { ns: 'kairos', type: 'COPY_TO_CLIPBOARD', mode: 'SUCCESS' };
    frame.receive({ source: parent, origin: 'https://evil.example', data: copy });
    frame.receive({ source: { other: true }, origin: 'https://shop.example', data: copy });
    frame.receive({ source: parent, origin: 'https://shop.example', data: { ...copy, ns: 'other' } });
    frame.receive({ source: parent, origin: 'https://shop.example', data: { ...copy, embedId: 'w9' } });
    frame.receive({ source: parent, origin: 'https://shop.example', data: { ...copy, mode: 'MAYBE' } });
    expect(notify).not.toHaveBeenCalled();
  });

  it('hides the close button when the host page asks, and always in an inline widget', () => {
    const { frame } = setUp();
    const listener = vi.fn();
    frame.subscribe(listener);
    expect(frame.isCloseButtonHidden()).toBe(false);
    frame.receive({
      source: parent,
      origin: 'https://shop.example',
      data: { ns: 'kairos', type: 'HIDE_CLOSE_BUTTON' },
    });
    expect(frame.isCloseButtonHidden()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    const inline = setUp({
      context: { embedId: 'w2', parentOrigin: 'https://shop.example', mode: 'inline' },
    });
    expect(inline.frame.isCloseButtonHidden()).toBe(true);
  });
});
