/**
 * The embed protocol shared by `/embed.js` (on the host's site) and the booking pages inside its
 * frame: the page address a widget opens, and the messages both sides post. Pure: no DOM, so the
 * script stays small and the snippet builder can show the same address.
 */

import { isLocale } from '@kairos/core/i18n/locales';

/**
 * The namespace of the widget's own messages. The page sends every message in it; it also accepts
 * the spec's plain host messages (`{ type: 'COPY_TO_CLIPBOARD', mode }`), but none of another namespace.
 */
export const EMBED_NAMESPACE = 'kairos';

/** Search parameters the script adds so the page knows its frame: widget id, host origin, mode. */
export const EMBED_ID_PARAM = 'embed';
export const EMBED_ORIGIN_PARAM = 'embedOrigin';
export const EMBED_MODE_PARAM = 'embedMode';

export const EMBED_MODES = ['inline', 'popup'] as const;
export type EmbedMode = (typeof EMBED_MODES)[number];

/** Events the host's page may listen to (`Kairos.on(name, fn)` or `kairos:{name}` on window). */
export const PUBLIC_EMBED_EVENTS = [
  'page_viewed',
  'date_selected',
  'time_selected',
  'booking_successful',
  'payment_completed',
] as const;
export type PublicEmbedEvent = (typeof PUBLIC_EMBED_EVENTS)[number];

/** Page → host page. `embedId` names the widget; spec messages keep their names (section 7). */
export type PageMessage =
  | { type: 'HIDE_SPINNER' }
  | { type: 'TRACK_EVENT'; event: string; payload: Record<string, unknown> }
  | { type: 'INIT_GOOGLE_ANALYTICS'; measurementId: string }
  | { type: 'RESIZE'; height: number }
  | { type: 'CLOSE' }
  /** The page asks the host page to copy (a frame may not be allowed to); the answer comes back. */
  | { type: 'COPY_TO_CLIPBOARD'; text: string }
  | { type: 'EVENT'; name: PublicEmbedEvent; data: Record<string, unknown> };

/** Host page → page. */
export type HostMessage =
  | { type: 'COPY_TO_CLIPBOARD'; mode: 'SUCCESS' | 'ERROR' }
  | { type: 'HIDE_CLOSE_BUTTON' };

export type Envelope<M> = M & { ns: typeof EMBED_NAMESPACE; embedId?: string };

/** True when `data` is an object in our namespace with a string `type`. */
export function isEnvelope(data: unknown): data is Envelope<{ type: string }> {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { ns?: unknown }).ns === EMBED_NAMESPACE &&
    typeof (data as { type?: unknown }).type === 'string'
  );
}

/**
 * The host message in `data`, from the spec's plain form or our envelope; null for anything else:
 * another namespace, another widget's id (when `embedId` is known), an unknown type or a bad mode.
 */
export function hostMessageOf(data: unknown, embedId?: string): HostMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as { ns?: unknown; embedId?: unknown; type?: unknown; mode?: unknown };
  if (m.ns !== undefined && m.ns !== EMBED_NAMESPACE) return null;
  if (embedId !== undefined && m.embedId !== undefined && m.embedId !== embedId) return null;
  if (m.type === 'COPY_TO_CLIPBOARD' && (m.mode === 'SUCCESS' || m.mode === 'ERROR')) {
    return { type: 'COPY_TO_CLIPBOARD', mode: m.mode };
  }
  if (m.type === 'HIDE_CLOSE_BUTTON') return { type: 'HIDE_CLOSE_BUTTON' };
  return null;
}

export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** What a widget shows and how; the same keys as the `data-kairos-*` attributes. */
export interface EmbedOptions {
  /** A workspace's or team's access link: its listing, or with `slug` one event's page. */
  accessLink?: string;
  slug?: string;
  /** A routing form's slug (with `accessLink`). */
  form?: string;
  /** A share link (`/d/{shareLink}`), event or form. */
  shareLink?: string;
  theme?: 'light' | 'dark';
  /** `#rrggbb`: buttons, selected days and links. */
  brandColor?: string;
  /** Hides the event's details beside the calendar (`hideLHS`). */
  hideEventDetails?: boolean;
  /** How a listing lays out its events. */
  layout?: 'LIST' | 'GRID';
  name?: string;
  email?: string;
  guests?: string[];
  /** Answers by question id. */
  answers?: Record<string, string>;
  /** `YYYY-MM-DD`: the day the calendar opens on. */
  date?: string;
  /** The page's language (`en`, `de`, `es`, `fr`, `pt-BR`, `hi`); the visitor's browser decides without it. */
  lang?: string;
  utm?: Partial<Record<(typeof UTM_PARAMS)[number], string>>;
}

/** Dark theme colours, given to the page as its colour parameters (spec section 2). */
const DARK = { BackgroundColor: '111827', TextColor: 'f3f4f6' };

const slugPart = (value: string) => encodeURIComponent(value.trim());

/** The page path of a widget, or null when the options name no page. */
export function embedPath(options: EmbedOptions): string | null {
  if (options.shareLink?.trim()) return `/d/${slugPart(options.shareLink)}`;
  const access = options.accessLink?.trim();
  if (!access) return null;
  if (options.form?.trim()) return `/form/${slugPart(access)}/${slugPart(options.form)}`;
  if (options.slug?.trim()) return `/${slugPart(access)}/${slugPart(options.slug)}`;
  return `/${slugPart(access)}/`;
}

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The page's search parameters for the options (theme, details, prefill, UTMs), in a stable order. */
export function embedSearch(options: EmbedOptions): URLSearchParams {
  const search = new URLSearchParams();
  if (options.theme === 'dark') {
    search.set('BackgroundColor', DARK.BackgroundColor);
    search.set('TextColor', DARK.TextColor);
  }
  const brand = options.brandColor?.trim().match(HEX)?.[1];
  if (brand) search.set('BrandColor', brand);
  if (options.hideEventDetails) search.set('hideLHS', 'true');
  if (options.layout === 'GRID' || options.layout === 'LIST') search.set('layout', options.layout);
  if (options.name?.trim()) search.set('name', options.name.trim());
  if (options.email?.trim()) search.set('email', options.email.trim());
  const guests = (options.guests ?? []).map((g) => g.trim()).filter(Boolean);
  if (guests.length > 0) search.set('guests', guests.join(','));
  for (const [id, value] of Object.entries(options.answers ?? {})) {
    if (id.trim() && String(value).trim()) search.set(`answer.${id.trim()}`, String(value));
  }
  if (options.date && DAY.test(options.date)) {
    search.set('date', options.date);
    search.set('month', options.date.slice(0, 7));
  }
  if (isLocale(options.lang)) search.set('lang', options.lang);
  for (const key of UTM_PARAMS) {
    const value = options.utm?.[key]?.trim();
    if (value) search.set(key, value);
  }
  return search;
}

/** The full address a widget loads; `frame` adds what the page needs to talk to its host page. */
export function embedUrl(
  base: string,
  options: EmbedOptions,
  frame?: { embedId: string; parentOrigin: string; mode: EmbedMode },
): string | null {
  const path = embedPath(options);
  if (!path) return null;
  const url = new URL(path, base);
  const search = embedSearch(options);
  if (frame) {
    search.set(EMBED_ID_PARAM, frame.embedId);
    search.set(EMBED_ORIGIN_PARAM, frame.parentOrigin);
    search.set(EMBED_MODE_PARAM, frame.mode);
  }
  url.search = search.toString();
  return url.toString();
}
