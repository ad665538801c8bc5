/**
 * `/embed.js`: puts Kairos booking pages on any site. No framework; built on its own (see
 * `vite.embed.config.ts`) and kept under 10 KB gzip. Three modes, each from a data attribute or the
 * `Kairos` object:
 *   <div data-kairos-inline data-kairos-access-link="acme" data-kairos-slug="intro"></div>
 *   <button data-kairos-popup data-kairos-share-link="x1y2">Book</button>
 *   <div data-kairos-floating data-kairos-access-link="acme" data-kairos-button-text="Book"></div>
 * Messages are accepted only from the script's own origin, in the `kairos` namespace, and from the
 * widget's own frame; messages to a frame go to that origin only.
 */
import { EMBED_WORDS, embedLocale } from '../embed-words';
import {
  EMBED_NAMESPACE,
  type EmbedMode,
  type EmbedOptions,
  embedUrl,
  type HostMessage,
  isEnvelope,
  PUBLIC_EMBED_EVENTS,
  UTM_PARAMS,
} from '../protocol';

interface WidgetOptions extends EmbedOptions {
  /** The frame's accessible name. */
  title?: string;
  /** Floating button text and colour. */
  buttonText?: string;
  buttonColor?: string;
  hideCloseButton?: boolean;
}

interface Widget {
  id: string;
  mode: EmbedMode;
  frame: HTMLIFrameElement;
  options: WidgetOptions;
  spinner: HTMLElement | null;
  close?: () => void;
}

type Listener = (detail: Record<string, unknown>) => void;

interface KairosApi {
  version: string;
  inline(target: string | Element, options: WidgetOptions): string | null;
  popup(options: WidgetOptions): string | null;
  floatingButton(options: WidgetOptions): HTMLButtonElement | null;
  on(name: string, listener: Listener): () => void;
  scan(): void;
}

declare global {
  interface Window {
    Kairos?: KairosApi;
  }
}

const VERSION = '1';
const PREFIX = 'data-kairos-';
const STYLE_ID = 'kairos-embed-style';

function start(): void {
  if (window.Kairos?.version) return;
  const script = document.currentScript as HTMLScriptElement | null;
  const base = new URL(script?.src || '/', location.href).origin;
  const widgets = new Map<string, Widget>();
  const listeners = new Map<string, Set<Listener>>();
  let counter = 0;

  addStyle();

  /** The script's own words in the widget's language (`lang`, else the visitor's browser). */
  function wordsFor(options: WidgetOptions) {
    const preferences = navigator.languages?.length ? navigator.languages : [navigator.language];
    return EMBED_WORDS[embedLocale(options.lang, preferences)];
  }

  /** Options from `data-kairos-*` attributes; the host page's own UTMs fill the ones not given. */
  function optionsOf(el: Element): WidgetOptions {
    const read = (name: string) => el.getAttribute(PREFIX + name) ?? undefined;
    const flag = (name: string) => {
      const v = read(name);
      return v !== undefined && v !== 'false';
    };
    const options: WidgetOptions = {};
    const text: Array<[keyof WidgetOptions, string]> = [
      ['accessLink', 'access-link'],
      ['slug', 'slug'],
      ['form', 'form'],
      ['shareLink', 'share-link'],
      ['brandColor', 'brand-color'],
      ['name', 'name'],
      ['email', 'email'],
      ['date', 'date'],
      ['lang', 'lang'],
      ['title', 'title'],
      ['buttonText', 'button-text'],
      ['buttonColor', 'button-color'],
    ];
    for (const [key, attr] of text) {
      const v = read(attr);
      if (v) (options as Record<string, unknown>)[key] = v;
    }
    const theme = read('theme');
    if (theme === 'dark' || theme === 'light') options.theme = theme;
    const layout = read('layout')?.toUpperCase();
    if (layout === 'GRID' || layout === 'LIST') options.layout = layout;
    if (flag('hide-event-details')) options.hideEventDetails = true;
    if (flag('hide-close-button')) options.hideCloseButton = true;
    const guests = read('guests');
    if (guests) options.guests = guests.split(',');
    const answers = read('answers');
    if (answers) {
      try {
        options.answers = JSON.parse(answers);
      } catch {
        console.warn('Kairos embed: data-kairos-answers must be JSON, e.g. {"questionId":"answer"}');
      }
    }
    const utm: Record<string, string> = {};
    for (const key of UTM_PARAMS) {
      const v = read(key.replace('_', '-'));
      if (v) utm[key] = v;
    }
    options.utm = utm;
    return options;
  }

  /** UTMs given in the options win; the host page's own address fills the rest. */
  function withPageUtms(options: WidgetOptions): WidgetOptions {
    const own = new URLSearchParams(location.search);
    const utm: Record<string, string> = {};
    for (const key of UTM_PARAMS) {
      const value = options.utm?.[key] ?? own.get(key);
      if (value) utm[key] = value;
    }
    return { ...options, utm };
  }

  function createFrame(options: WidgetOptions, mode: EmbedMode): Widget | null {
    counter += 1;
    const id = `w${counter}`;
    const src = embedUrl(base, withPageUtms(options), {
      embedId: id,
      // A preview page written with `srcdoc` has its parent's origin, which only `window.origin` tells.
      parentOrigin: window.origin && window.origin !== 'null' ? window.origin : location.origin,
      mode,
    });
    if (!src) {
      console.warn('Kairos embed: give an access link (with a slug or form), or a share link.');
      return null;
    }
    const frame = document.createElement('iframe');
    frame.src = src;
    frame.name = `kairos-embed-${id}`;
    frame.title = options.title || wordsFor(options).bookMeeting;
    frame.allow = 'clipboard-write; payment';
    frame.className = `kairos-frame kairos-frame-${mode}`;
    const widget: Widget = { id, mode, frame, options, spinner: spinner(wordsFor(options).loading) };
    widgets.set(id, widget);
    return widget;
  }

  function spinner(label: string): HTMLElement {
    const el = document.createElement('div');
    el.className = 'kairos-spinner';
    el.setAttribute('role', 'status');
    el.append(document.createElement('span'));
    const text = document.createElement('em');
    text.textContent = label;
    el.append(text);
    return el;
  }

  function post(widget: Widget, message: HostMessage): void {
    widget.frame.contentWindow?.postMessage({ ns: EMBED_NAMESPACE, embedId: widget.id, ...message }, base);
  }

  function emit(name: string, detail: Record<string, unknown>): void {
    for (const listener of listeners.get(name) ?? []) {
      try {
        listener(detail);
      } catch (error) {
        console.error(error);
      }
    }
    window.dispatchEvent(new CustomEvent(`kairos:${name}`, { detail }));
  }

  window.addEventListener('message', (event) => {
    if (event.origin !== base || !isEnvelope(event.data)) return;
    const data = event.data as Record<string, unknown> & { type: string };
    const widget = widgets.get(String(data.embedId));
    if (!widget || event.source !== widget.frame.contentWindow) return;
    const detail = { widgetId: widget.id };
    switch (data.type) {
      case 'HIDE_SPINNER':
        widget.spinner?.remove();
        widget.spinner = null;
        widget.frame.classList.add('kairos-ready');
        if (widget.mode === 'inline' || widget.options.hideCloseButton)
          post(widget, { type: 'HIDE_CLOSE_BUTTON' });
        emit('ready', detail);
        break;
      case 'RESIZE':
        if (widget.mode === 'inline' && typeof data.height === 'number' && data.height > 0) {
          widget.frame.style.height = `${Math.ceil(data.height)}px`;
        }
        break;
      case 'CLOSE':
        widget.close?.();
        break;
      case 'COPY_TO_CLIPBOARD':
        navigator.clipboard.writeText(String(data.text ?? '')).then(
          () => post(widget, { type: 'COPY_TO_CLIPBOARD', mode: 'SUCCESS' }),
          () => post(widget, { type: 'COPY_TO_CLIPBOARD', mode: 'ERROR' }),
        );
        break;
      case 'TRACK_EVENT':
        emit('track', { ...detail, event: data.event, payload: data.payload });
        break;
      case 'INIT_GOOGLE_ANALYTICS':
        emit('init_google_analytics', { ...detail, measurementId: data.measurementId });
        break;
      case 'EVENT':
        if ((PUBLIC_EMBED_EVENTS as readonly unknown[]).includes(data.name)) {
          emit(String(data.name), { ...detail, ...(data.data as object) });
        }
        break;
    }
  });

  function inline(target: string | Element, options: WidgetOptions): string | null {
    const host = typeof target === 'string' ? document.querySelector(target) : target;
    if (!host) {
      console.warn(`Kairos embed: no element ${String(target)}`);
      return null;
    }
    const widget = createFrame(options, 'inline');
    if (!widget) return null;
    host.setAttribute(`${PREFIX}ready`, '');
    host.classList.add('kairos-inline');
    if (widget.spinner) host.append(widget.spinner);
    host.append(widget.frame);
    return widget.id;
  }

  function popup(options: WidgetOptions): string | null {
    const widget = createFrame(options, 'popup');
    if (!widget) return null;
    const opener = document.activeElement as HTMLElement | null;
    const overlay = document.createElement('div');
    overlay.className = 'kairos-overlay';
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-modal', 'true');
    overlay.setAttribute('aria-label', widget.frame.title);
    const panel = document.createElement('div');
    panel.className = 'kairos-panel';
    if (widget.spinner) panel.append(widget.spinner);
    panel.append(widget.frame);
    overlay.append(panel);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const close = () => {
      overlay.remove();
      widgets.delete(widget.id);
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('kairos-locked');
      opener?.focus?.();
      emit('close', { widgetId: widget.id });
    };
    widget.close = close;
    overlay.addEventListener('click', (event) => {
      if (event.target === overlay) close();
    });
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('kairos-locked');
    document.body.append(overlay);
    widget.frame.focus();
    return widget.id;
  }

  function floatingButton(options: WidgetOptions): HTMLButtonElement | null {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'kairos-floating';
    button.textContent = options.buttonText || wordsFor(options).bookMeeting;
    const colour = (options.buttonColor || options.brandColor || '').match(/^#?([0-9a-f]{6})$/i)?.[1];
    if (colour) {
      button.style.background = `#${colour}`;
      const n = Number.parseInt(colour, 16);
      // Black or white text by the same brightness threshold as the pages (150).
      const brightness = (((n >> 16) & 255) * 299 + ((n >> 8) & 255) * 587 + (n & 255) * 114) / 1000;
      button.style.color = brightness > 150 ? '#000' : '#fff';
    }
    button.addEventListener('click', () => popup(options));
    document.body.append(button);
    return button;
  }

  function scan(): void {
    for (const el of document.querySelectorAll(`[${PREFIX}inline]:not([${PREFIX}ready])`)) {
      inline(el, optionsOf(el));
    }
    for (const el of document.querySelectorAll(`[${PREFIX}floating]:not([${PREFIX}ready])`)) {
      el.setAttribute(`${PREFIX}ready`, '');
      floatingButton(optionsOf(el));
    }
  }

  // Popup openers work even when added later: one listener for the whole page.
  document.addEventListener('click', (event) => {
    const opener = (event.target as Element | null)?.closest?.(`[${PREFIX}popup]`);
    if (!opener) return;
    event.preventDefault();
    popup(optionsOf(opener));
  });

  window.Kairos = {
    version: VERSION,
    inline,
    popup,
    floatingButton,
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener);
      listeners.set(name, set);
      return () => set.delete(listener);
    },
    scan,
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  else scan();
  window.dispatchEvent(new CustomEvent('kairos:loaded'));
}

function addStyle(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = [
    '.kairos-inline{position:relative;min-height:120px}',
    '.kairos-frame{display:block;width:100%;border:0;background:transparent}',
    '.kairos-frame-inline{height:640px;overflow:hidden}',
    '.kairos-frame:not(.kairos-ready){visibility:hidden}',
    '.kairos-spinner{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;gap:8px;font:14px system-ui,sans-serif;color:#4b5563}',
    '.kairos-spinner span{width:24px;height:24px;border:3px solid #d1d5db;border-top-color:#4b5563;border-radius:50%;animation:kairos-spin .8s linear infinite}',
    '.kairos-spinner em{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}',
    '@keyframes kairos-spin{to{transform:rotate(360deg)}}',
    '.kairos-overlay{position:fixed;inset:0;z-index:2147483646;display:flex;align-items:center;justify-content:center;background:rgba(17,24,39,.6)}',
    '.kairos-panel{position:relative;width:min(1040px,calc(100% - 32px));height:min(760px,calc(100% - 32px));border-radius:16px;overflow:hidden;background:#fff;box-shadow:0 20px 50px rgba(0,0,0,.3)}',
    '.kairos-frame-popup{height:100%}',
    '@media (max-width:640px){.kairos-panel{width:100%;height:100%;border-radius:0}}',
    '.kairos-locked,.kairos-locked body{overflow:hidden}',
    '.kairos-floating{position:fixed;right:20px;bottom:20px;z-index:2147483645;border:0;border-radius:999px;padding:14px 22px;font:600 15px system-ui,sans-serif;background:#4f46e5;color:#fff;box-shadow:0 8px 24px rgba(0,0,0,.25);cursor:pointer}',
    '.kairos-floating:focus-visible{outline:3px solid #111827;outline-offset:3px}',
  ].join('');
  document.head.append(style);
}

start();
