import { activeLocale, loadedTranslator } from '../i18n/language';
import { isEmbeddedInFrame } from '../shell/embedding';
import { type EmbedContext, embedContext } from './embed-context';
import {
  EMBED_NAMESPACE,
  type HostMessage,
  hostMessageOf,
  type PageMessage,
  type PublicEmbedEvent,
} from './protocol';

/** Quiet time before a new content height is sent to the host page: the spec's resize debounce. */
export const RESIZE_DEBOUNCE_MS = 500;

export const COPY_MESSAGES = { SUCCESS: 'Copied to clipboard!', ERROR: 'Unable to copy' } as const;

/** What a copy says, in the page's language once it has loaded (English before). */
export function copyMessage(mode: 'SUCCESS' | 'ERROR'): string {
  const t = loadedTranslator(activeLocale());
  return t?.(mode === 'SUCCESS' ? 'booker.copied' : 'booker.copyFailed') ?? COPY_MESSAGES[mode];
}

/** What the page needs of its surroundings; the browser's by default, stand-ins in tests. */
export interface FrameEnvironment {
  context: EmbedContext | null;
  isEmbedded: () => boolean;
  /** The origin of the page that framed this one, when it is known without an embed context. */
  referrerOrigin: () => string | null;
  post: (message: unknown, targetOrigin: string) => void;
  parentWindow: () => unknown;
  notify: (mode: 'SUCCESS' | 'ERROR') => void;
}

export interface ParentFrame {
  /** Sends a spec or widget message to the host page; nothing happens outside a frame. */
  post(message: PageMessage): void;
  /** A public event for the host page's own listeners; only to a host page that opened us by `/embed.js`. */
  emit(name: PublicEmbedEvent, data?: Record<string, unknown>): void;
  /** Handles a `message` event; anything from another window, origin or namespace is ignored. */
  receive(event: { source: unknown; origin: string; data: unknown }): void;
  /** Escape inside the frame: asks the host page to close a popup (its own Escape never hears it). */
  keydown(event: { key: string; defaultPrevented: boolean }): void;
  /** Sends HIDE_SPINNER the first time only. */
  started(): void;
  /**
   * The spec's rule: a close button only inside a frame whose parent can hear CLOSE (the origin
   * it posts to is known), unless the widget is inline or the host page asked to hide it.
   */
  isCloseButtonHidden(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createParentFrame(env: FrameEnvironment): ParentFrame {
  const { context } = env;
  let started = false;
  let closeHidden = context?.mode === 'inline';
  const listeners = new Set<() => void>();

  /** Where messages may go: the embed context's origin, else the framing page's (plain iframes). */
  const target = () => context?.parentOrigin ?? env.referrerOrigin();

  const frame: ParentFrame = {
    post(message) {
      if (!env.isEmbedded()) return;
      const origin = target();
      if (!origin) return;
      env.post({ ns: EMBED_NAMESPACE, ...(context ? { embedId: context.embedId } : {}), ...message }, origin);
    },
    emit(name, data = {}) {
      if (!context || !env.isEmbedded()) return;
      frame.post({ type: 'EVENT', name, data });
    },
    receive(event) {
      const origin = target();
      if (!origin || event.origin !== origin || event.source !== env.parentWindow()) return;
      const message: HostMessage | null = hostMessageOf(event.data, context?.embedId);
      if (message?.type === 'COPY_TO_CLIPBOARD') {
        env.notify(message.mode);
      } else if (message?.type === 'HIDE_CLOSE_BUTTON' && !closeHidden) {
        closeHidden = true;
        for (const listener of listeners) listener();
      }
    },
    keydown(event) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // A popup closes on Escape even with its button hidden, as it does on the host page; an
      // inline widget, or a plain frame whose page hid the button, has nothing to close.
      const closable = context ? context.mode === 'popup' : !closeHidden;
      if (closable && env.isEmbedded() && target()) frame.post({ type: 'CLOSE' });
    },
    started() {
      if (started) return;
      started = true;
      frame.post({ type: 'HIDE_SPINNER' });
    },
    isCloseButtonHidden: () => closeHidden || !env.isEmbedded() || !target(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return frame;
}

function referrerOrigin(): string | null {
  try {
    return document.referrer ? new URL(document.referrer).origin : null;
  } catch {
    return null;
  }
}

export const parentFrame = createParentFrame({
  context: embedContext(),
  isEmbedded: isEmbeddedInFrame,
  referrerOrigin,
  post: (message, origin) => window.parent.postMessage(message, origin),
  parentWindow: () => window.parent,
  // The toast library loads with the page's own code, not before first paint.
  notify: (mode) =>
    void import('react-hot-toast').then(({ toast }) =>
      mode === 'SUCCESS' ? toast.success(copyMessage(mode)) : toast.error(copyMessage(mode)),
    ),
});

/**
 * The content height for an inline widget: `changed()` on every resize, one RESIZE once the page
 * has been still for the debounce time, and only when the height differs from the last one sent.
 */
export function createHeightReporter(env: {
  measure: () => number;
  send: (height: number) => void;
  wait?: number;
}): { changed(): void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    const height = Math.ceil(env.measure());
    if (height > 0 && height !== last) {
      last = height;
      env.send(height);
    }
  };
  return {
    changed() {
      clearTimeout(timer);
      timer = setTimeout(flush, env.wait ?? RESIZE_DEBOUNCE_MS);
    },
  };
}

function reportHeight(root: HTMLElement): void {
  const reporter = createHeightReporter({
    measure: () => root.getBoundingClientRect().height,
    send: (height) => parentFrame.post({ type: 'RESIZE', height }),
  });
  new ResizeObserver(() => reporter.changed()).observe(root);
}

/** Once at start-up: says the page is up, listens to the host page, and sizes an inline widget. */
export function startParentFrame(): void {
  if (!isEmbeddedInFrame()) return;
  const context = embedContext();
  // An inline widget takes its content's height, so nothing may stretch the page to the frame's.
  if (context) document.documentElement.dataset.embed = context.mode;
  window.addEventListener('message', (event) => parentFrame.receive(event));
  window.addEventListener('keydown', (event) => parentFrame.keydown(event));
  parentFrame.started();
  const root = document.getElementById('root');
  if (context?.mode === 'inline' && root) reportHeight(root);
}
