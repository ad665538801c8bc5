import { z } from 'zod';
import { busyFromICalendar } from '../ical-busy.ts';
import { CalendarAuthError, type CalendarProvider, type CallOptions, guardedFetchOf } from '../provider.ts';

const IcsFeedCredentialsSchema = z.object({
  /** The feed address; it often holds a private token, so it is sealed like a password. */
  url: z.url(),
});
export type IcsFeedCredentials = z.infer<typeof IcsFeedCredentialsSchema>;

/** The one "calendar" of a feed and the one object its whole text is cached as. */
const FEED_ID = 'feed';
/** A feed bigger than this is refused rather than parsed. */
const MAX_FEED_BYTES = 10 * 1024 * 1024;

function httpUrl(url: string): string {
  return url.replace(/^webcals?:\/\//i, (m) => (m.toLowerCase() === 'webcals://' ? 'https://' : 'http://'));
}

interface Fetched {
  text: string | null;
  etag: string | null;
}

async function fetchFeed(url: string, options: CallOptions = {}, etag?: string | null): Promise<Fetched> {
  const response = await guardedFetchOf(options)(httpUrl(url), {
    headers: { accept: 'text/calendar', ...(etag ? { 'if-none-match': etag } : {}) },
    redirect: 'follow',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (response.status === 304) return { text: null, etag: etag ?? null };
  if (
    response.status === 401 ||
    response.status === 403 ||
    response.status === 404 ||
    response.status === 410
  )
    throw new CalendarAuthError(`The calendar feed answered ${response.status}`);
  if (!response.ok) throw new Error(`The calendar feed answered ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_FEED_BYTES) throw new CalendarAuthError('The calendar feed is larger than 10 MB');
  if (!/^\s*BEGIN:VCALENDAR/i.test(text))
    throw new CalendarAuthError('The address does not serve an iCalendar feed');
  return { text, etag: response.headers.get('etag') };
}

function feedName(text: string, url: string): string {
  const name = /^X-WR-CALNAME:(.+)$/im.exec(text)?.[1]?.trim();
  return name || new URL(httpUrl(url)).host;
}

/** A read-only iCalendar feed (`.ics` / `webcal://` address) whose events count as busy. */
export const icsFeedProvider: CalendarProvider<IcsFeedCredentials> = {
  kind: 'ICS_FEED',
  parseCredentials: (value) => IcsFeedCredentialsSchema.parse(value),

  async connect(credentials, options) {
    const { text } = await fetchFeed(credentials.url, options);
    return { label: feedName(text ?? '', credentials.url), credentials };
  },

  // A feed is one calendar; its name comes from `connect` and its ETag from each refresh, so
  // listing needs no request.
  async listCalendars() {
    return [{ externalId: FEED_ID, name: '', writable: false, syncState: null }];
  },

  async refresh(credentials, _remote, cached, window, options) {
    const { text, etag } = await fetchFeed(credentials.url, options, cached.full ? null : cached.syncState);
    if (text === null) return null;
    return {
      syncState: etag,
      upserts: [{ href: FEED_ID, etag: etag ?? '', busy: busyFromICalendar(text, window) }],
      removed: [],
    };
  },

  async busyTimes(credentials, _externalIds, window, options) {
    const { text } = await fetchFeed(credentials.url, options);
    return text ? busyFromICalendar(text, window) : [];
  },
};
