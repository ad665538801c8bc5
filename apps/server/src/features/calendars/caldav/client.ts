import {
  calendarMultiGet,
  createAccount,
  createCalendarObject,
  type DAVCalendar,
  deleteCalendarObject,
  fetchCalendarObjects,
  fetchCalendars,
  getBasicAuthHeaders,
  propfind,
  updateCalendarObject,
} from 'tsdav';
import { z } from 'zod';
import { buildCalendarData } from '../../mail/ics.ts';
import { busyFromICalendar } from '../ical-busy.ts';
import { CalendarAuthError, type CalendarProvider, type CallOptions, guardedFetchOf } from '../provider.ts';

const CaldavCredentialsSchema = z.object({
  serverUrl: z.url(),
  username: z.string().min(1),
  password: z.string().min(1),
  /** Found at connection: the account's calendar home, so refreshes skip discovery. */
  homeUrl: z.url().optional(),
  rootUrl: z.url().optional(),
  principalUrl: z.url().optional(),
});
export type CaldavCredentials = z.infer<typeof CaldavCredentialsSchema>;

/** tsdav's requests, with the caller's timeout and a refused login told apart from other failures. */
function davFetch(options: CallOptions = {}): typeof fetch {
  return async (input, init) => {
    const response = await guardedFetchOf(options)(input, {
      ...init,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (response.status === 401 || response.status === 403)
      throw new CalendarAuthError('The CalDAV server refused the user name or app password');
    if (response.status >= 500) throw new Error(`The CalDAV server answered ${response.status}`);
    return response;
  };
}

function account(c: CaldavCredentials) {
  return {
    accountType: 'caldav' as const,
    serverUrl: c.serverUrl,
    credentials: { username: c.username, password: c.password },
    ...(c.rootUrl ? { rootUrl: c.rootUrl } : {}),
    ...(c.principalUrl ? { principalUrl: c.principalUrl } : {}),
    ...(c.homeUrl ? { homeUrl: c.homeUrl } : {}),
  };
}

const headers = (c: CaldavCredentials) => getBasicAuthHeaders({ username: c.username, password: c.password });

function displayName(calendar: DAVCalendar): string {
  const name = calendar.displayName;
  if (typeof name === 'string' && name.trim()) return name.trim();
  return decodeURIComponent(new URL(calendar.url).pathname.split('/').filter(Boolean).at(-1) ?? 'Calendar');
}

/** The objects of a calendar as href → ETag (one PROPFIND of depth 1). */
async function listEtags(
  c: CaldavCredentials,
  url: string,
  options?: CallOptions,
): Promise<Map<string, string>> {
  const responses = await propfind({
    url,
    props: { 'd:getetag': {} },
    depth: '1',
    headers: headers(c),
    fetch: davFetch(options),
  });
  const etags = new Map<string, string>();
  for (const r of responses) {
    const etag = r.props?.getetag;
    if (
      !r.href ||
      typeof etag !== 'string' ||
      r.href.replace(/\/$/, '') === new URL(url).pathname.replace(/\/$/, '')
    )
      continue;
    etags.set(new URL(r.href, url).href, etag);
  }
  return etags;
}

/** CalDAV (RFC 4791) with an app password: iCloud, Fastmail, Nextcloud, Radicale and others. */
export const caldavProvider: CalendarProvider<CaldavCredentials> = {
  kind: 'CALDAV',
  parseCredentials: (value) => CaldavCredentialsSchema.parse(value),

  async connect(credentials, options) {
    const found = await createAccount({
      account: account({ ...credentials, homeUrl: undefined, rootUrl: undefined, principalUrl: undefined }),
      headers: headers(credentials),
      fetch: davFetch(options),
    });
    if (!found.homeUrl) throw new Error('The server did not name a calendar home for this account');
    return {
      label: `${credentials.username} at ${new URL(credentials.serverUrl).host}`,
      credentials: {
        ...credentials,
        homeUrl: found.homeUrl,
        ...(found.rootUrl ? { rootUrl: found.rootUrl } : {}),
        ...(found.principalUrl ? { principalUrl: found.principalUrl } : {}),
      },
    };
  },

  async listCalendars(credentials, options) {
    const calendars = await fetchCalendars({
      account: account(credentials),
      headers: headers(credentials),
      fetch: davFetch(options),
    });
    return calendars
      .filter((c) => !c.components || c.components.length === 0 || c.components.includes('VEVENT'))
      .map((c) => ({
        externalId: c.url,
        name: displayName(c),
        writable: true,
        syncState: typeof c.ctag === 'string' ? c.ctag : null,
      }));
  },

  async refresh(credentials, remote, cached, window, options) {
    if (!cached.full && remote.syncState !== null && remote.syncState === cached.syncState) return null;
    const etags = await listEtags(credentials, remote.externalId, options);
    const changed = [...etags].filter(([href, etag]) => cached.full || cached.objects.get(href) !== etag);
    const removed = [...cached.objects.keys()].filter((href) => !etags.has(href));
    const upserts: Array<{ href: string; etag: string; busy: ReturnType<typeof busyFromICalendar> }> = [];
    for (let i = 0; i < changed.length; i += 200) {
      const batch = changed.slice(i, i + 200);
      const responses = await calendarMultiGet({
        url: remote.externalId,
        props: { 'd:getetag': {}, 'c:calendar-data': {} },
        objectUrls: batch.map(([href]) => new URL(href).pathname),
        depth: '1',
        headers: headers(credentials),
        fetch: davFetch(options),
      });
      for (const r of responses) {
        if (!r.href) continue;
        const href = new URL(r.href, remote.externalId).href;
        const data = r.props?.calendarData;
        const text = typeof data === 'string' ? data : data?._cdata;
        if (typeof text !== 'string') continue;
        upserts.push({
          href,
          etag: etags.get(href) ?? String(r.props?.getetag ?? ''),
          busy: busyFromICalendar(text, window),
        });
      }
    }
    return { syncState: remote.syncState, upserts, removed };
  },

  async busyTimes(credentials, externalIds, window, options) {
    const busy = [];
    for (const url of externalIds) {
      const objects = await fetchCalendarObjects({
        calendar: { url },
        timeRange: { start: new Date(window.from).toISOString(), end: new Date(window.to).toISOString() },
        headers: headers(credentials),
        fetch: davFetch(options),
      });
      for (const o of objects)
        if (typeof o.data === 'string') busy.push(...busyFromICalendar(o.data, window));
    }
    return busy;
  },

  async createEvent(credentials, externalId, event, options) {
    const filename = `${event.uid.replace(/[^A-Za-z0-9._-]/g, '_')}.ics`;
    const response = await createCalendarObject({
      calendar: { url: externalId },
      filename,
      iCalString: buildCalendarData([event]),
      headers: headers(credentials),
      fetch: davFetch(options),
    });
    if (!response.ok) throw new Error(`The CalDAV server refused the event (${response.status})`);
    return { eventId: new URL(filename, externalId.endsWith('/') ? externalId : `${externalId}/`).href };
  },

  async updateEvent(credentials, _externalId, eventId, event, options) {
    const response = await updateCalendarObject({
      calendarObject: { url: eventId, data: buildCalendarData([event]) },
      headers: headers(credentials),
      fetch: davFetch(options),
    });
    if (!response.ok) throw new Error(`The CalDAV server refused the change (${response.status})`);
  },

  async deleteEvent(credentials, _externalId, eventId, options) {
    const response = await deleteCalendarObject({
      calendarObject: { url: eventId },
      headers: headers(credentials),
      fetch: davFetch(options),
    });
    if (!response.ok && response.status !== 404)
      throw new Error(`The CalDAV server refused the deletion (${response.status})`);
  },
};
