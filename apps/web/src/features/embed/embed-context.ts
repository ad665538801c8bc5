import {
  EMBED_ID_PARAM,
  EMBED_MODE_PARAM,
  EMBED_MODES,
  EMBED_ORIGIN_PARAM,
  type EmbedMode,
} from './protocol';

/** A page opened by `/embed.js`: its widget id, the host page's origin and the widget's mode. */
export interface EmbedContext {
  embedId: string;
  parentOrigin: string;
  mode: EmbedMode;
}

/** What the landing address asks to fill in on the booking form (`name`, `email`, `guests`, `answer.{id}`). */
export interface PagePrefill {
  name?: string;
  email?: string;
  guests?: string[];
  answers?: Record<string, string>;
}

const MAX_TEXT = 500;

function text(value: string | null): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, MAX_TEXT) : undefined;
}

/** The embed context of a search string, or null when it has none or a malformed one. */
export function parseEmbedContext(search: string): EmbedContext | null {
  const params = new URLSearchParams(search);
  const embedId = params.get(EMBED_ID_PARAM);
  const origin = params.get(EMBED_ORIGIN_PARAM);
  const mode = params.get(EMBED_MODE_PARAM) as EmbedMode | null;
  if (!embedId || !/^[\w-]{1,40}$/.test(embedId) || !origin || !mode || !EMBED_MODES.includes(mode)) {
    return null;
  }
  try {
    const parsed = new URL(origin);
    if (parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) return null;
  } catch {
    return null;
  }
  return { embedId, parentOrigin: origin, mode };
}

/** The prefill of a search string; empty values are left out. */
export function parsePagePrefill(search: string): PagePrefill {
  const params = new URLSearchParams(search);
  const prefill: PagePrefill = {};
  const name = text(params.get('name'));
  if (name) prefill.name = name;
  const email = text(params.get('email'));
  if (email) prefill.email = email;
  const guests = (params.get('guests') ?? '')
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean)
    .slice(0, 10);
  if (guests.length > 0) prefill.guests = guests;
  const answers: Record<string, string> = {};
  for (const [key, value] of params) {
    const id = key.startsWith('answer.') ? key.slice('answer.'.length) : '';
    const answer = text(value);
    if (id && answer) answers[id] = answer;
  }
  if (Object.keys(answers).length > 0) prefill.answers = answers;
  return prefill;
}

const STORE_PREFIX = 'kairos-embed:';

/**
 * Read once when the page starts: the landing address says whether an embed script opened it. The
 * frame's name (`kairos-embed-{id}`) keeps it across a reload inside the same frame.
 */
function readAtStart(): { context: EmbedContext | null; prefill: PagePrefill } {
  if (typeof window === 'undefined') return { context: null, prefill: {} };
  const search = window.location.search;
  let context = parseEmbedContext(search);
  try {
    const key = STORE_PREFIX + window.name;
    if (context && window.name.startsWith('kairos-embed-')) {
      sessionStorage.setItem(key, JSON.stringify(context));
    } else if (!context && window.name.startsWith('kairos-embed-')) {
      const stored = sessionStorage.getItem(key);
      const parsed = stored ? (JSON.parse(stored) as Record<string, string>) : null;
      if (parsed) {
        context = parseEmbedContext(
          new URLSearchParams({
            [EMBED_ID_PARAM]: parsed.embedId ?? '',
            [EMBED_ORIGIN_PARAM]: parsed.parentOrigin ?? '',
            [EMBED_MODE_PARAM]: parsed.mode ?? '',
          }).toString(),
        );
      }
    }
  } catch {
    // Storage may be blocked in a third-party frame; the address alone still works.
  }
  return { context, prefill: parsePagePrefill(search) };
}

const atStart = readAtStart();

export function embedContext(): EmbedContext | null {
  return atStart.context;
}

export function pagePrefill(): PagePrefill {
  return atStart.prefill;
}
