import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../i18n/language';
import { copyMessage, createHeightReporter, createParentFrame, type FrameEnvironment } from './parent-frame';

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

  it('obeys the spec’s plain messages (no namespace) from the host origin, as well as the envelope', () => {
    const { frame, notify } = setUp();
    frame.receive({
      source: parent,
      origin: 'https://shop.example',
      data: { type: 'COPY_TO_CLIPBOARD', mode: 'SUCCESS' },
    });
    expect(notify.mock.calls).toEqual([['SUCCESS']]);
    expect(frame.isCloseButtonHidden()).toBe(false);
    frame.receive({ source: parent, origin: 'https://shop.example', data: { type: 'HIDE_CLOSE_BUTTON' } });
    expect(frame.isCloseButtonHidden()).toBe(true);
  });

  it('ignores a message from another origin, another window, another namespace or another widget', () => {
    const { frame, notify } = setUp();
    const copy = { ns: 'kairos', type: 'COPY_TO_CLIPBOARD', mode: 'SUCCESS' };
    frame.receive({ source: parent, origin: 'https://evil.example', data: copy });
    frame.receive({ source: { other: true }, origin: 'https://shop.example', data: copy });
    frame.receive({ source: parent, origin: 'https://shop.example', data: { ...copy, ns: 'other' } });
    frame.receive({ source: parent, origin: 'https://shop.example', data: { ...copy, embedId: 'w9' } });
    frame.receive({ source: parent, origin: 'https://shop.example', data: { ...copy, mode: 'MAYBE' } });
    const plain = { type: 'COPY_TO_CLIPBOARD', mode: 'SUCCESS' };
    frame.receive({ source: parent, origin: 'https://evil.example', data: plain });
    frame.receive({ source: { other: true }, origin: 'https://shop.example', data: plain });
    frame.receive({ source: parent, origin: 'https://shop.example', data: 'COPY_TO_CLIPBOARD' });
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

describe('the close button and Escape', () => {
  it('shows the close button in a plain iframe whose parent is known, and hides it on the parent’s plain request', () => {
    const { frame, post } = setUp({ context: null });
    expect(frame.isCloseButtonHidden()).toBe(false);
    frame.keydown({ key: 'Escape', defaultPrevented: false });
    expect(post).toHaveBeenCalledWith({ ns: 'kairos', type: 'CLOSE' }, 'https://elsewhere.example');
    frame.receive({
      source: parent,
      origin: 'https://elsewhere.example',
      data: { type: 'HIDE_CLOSE_BUTTON' },
    });
    expect(frame.isCloseButtonHidden()).toBe(true);
    post.mockClear();
    frame.keydown({ key: 'Escape', defaultPrevented: false });
    expect(post).not.toHaveBeenCalled();
  });

  it('has no close button outside a frame or when no parent origin is known', () => {
    expect(setUp({ isEmbedded: () => false }).frame.isCloseButtonHidden()).toBe(true);
    expect(setUp({ context: null, referrerOrigin: () => null }).frame.isCloseButtonHidden()).toBe(true);
  });

  it('asks the host page to close a popup on Escape, even with its button hidden, but not an inline widget', () => {
    const { frame, post } = setUp();
    frame.keydown({ key: 'Enter', defaultPrevented: false });
    frame.keydown({ key: 'Escape', defaultPrevented: true });
    expect(post).not.toHaveBeenCalled();
    frame.receive({ source: parent, origin: 'https://shop.example', data: { type: 'HIDE_CLOSE_BUTTON' } });
    frame.keydown({ key: 'Escape', defaultPrevented: false });
    expect(post.mock.calls).toEqual([
      [{ ns: 'kairos', embedId: 'w1', type: 'CLOSE' }, 'https://shop.example'],
    ]);
    const inline = setUp({
      context: { embedId: 'w2', parentOrigin: 'https://shop.example', mode: 'inline' },
    });
    inline.frame.keydown({ key: 'Escape', defaultPrevented: false });
    expect(inline.post).not.toHaveBeenCalled();
  });
});

describe('createHeightReporter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends one height after the spec’s 500 ms of quiet, and only a changed one', () => {
    vi.useFakeTimers();
    let height = 400.2;
    const send = vi.fn();
    const reporter = createHeightReporter({ measure: () => height, send });
    reporter.changed();
    vi.advanceTimersByTime(300);
    reporter.changed();
    vi.advanceTimersByTime(499);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send.mock.calls).toEqual([[401]]);
    reporter.changed();
    vi.advanceTimersByTime(500);
    height = 620;
    reporter.changed();
    vi.advanceTimersByTime(500);
    expect(send.mock.calls).toEqual([[401], [620]]);
  });
});

describe('copyMessage', () => {
  it('speaks English until the page’s language has loaded, then that language', async () => {
    expect(copyMessage('SUCCESS')).toBe('Copied to clipboard!');
    expect(copyMessage('ERROR')).toBe('Unable to copy');
    await switchLanguage('fr');
    expect(copyMessage('SUCCESS')).toBe('Copié dans le presse-papiers !');
    expect(copyMessage('ERROR')).toBe('Impossible de copier');
  });
});
