import type { IncomingMessage, ServerResponse } from 'node:http';
import { FakeCalendarStore, type Occurrence, type StoredEvent, startMs } from './fake-calendar-store.ts';
import { type Listening, listen, parseJson, readBody, replyJson } from './fake-http.ts';
import { createFakeOAuth, type FakeOAuth, type FakeOAuthOptions } from './fake-oauth.ts';

/**
 * A local Google Calendar API v3 with Google's sign-in beside it, answering as documented:
 * calendarList, events.list with singleEvents (recurring events expanded, instance ids
 * `{id}_{start}`), pages, sync tokens (deleted events as `status: cancelled`, 410 Gone once a
 * token is invalidated), events insert (409 for a repeated iCalUID, Meet conference data with
 * conferenceDataVersion=1), patch and delete; 401 for a missing or expired token; 429 and 5xx
 * on demand. API under `/calendar/v3`, sign-in under `/oauth2`.
 */
export interface FakeGoogleCalendar extends Listening, FakeCalendarApi {
  oauth: FakeOAuth;
  apiUrl: string;
  /** The config a test app needs to talk to this fake. */
  config: {
    clientId: string;
    clientSecret: string;
    authorizeUrl: string;
    tokenUrl: string;
    revokeUrl: string;
    apiUrl: string;
  };
}

/** The Calendar API alone, to mount beside Google's sign-in (and other Google APIs) on one port. */
export interface FakeCalendarApi {
  /** Serves `/calendar/v3/…`; false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
  store: FakeCalendarStore;
  calendars: Array<{ id: string; summary: string; accessRole: string; primary?: boolean }>;
  /** Requests to the API (method and path with query), in order. */
  requests: string[];
  /** The next API requests answer this status (429 with a Retry-After, or a 5xx). */
  failNext(status: number, times?: number, retryAfter?: string): void;
  /** Every sync token handed out so far answers 410 Gone. */
  invalidateSyncTokens(): void;
  /** Events at most per page (Google may return fewer than maxResults). */
  pageSize: number;
}

function instanceId(event: StoredEvent, start: number | string): string {
  const stamp =
    typeof start === 'number'
      ? new Date(start).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')
      : start.replace(/-/g, '');
  return `${event.id}_${stamp}`;
}

function time(value: number | string) {
  return typeof value === 'number' ? { dateTime: new Date(value).toISOString() } : { date: value };
}

function error(
  res: ServerResponse,
  code: number,
  message: string,
  reason: string,
  headers: Record<string, string> = {},
) {
  replyJson(
    res,
    code,
    { error: { code, message, errors: [{ domain: 'global', reason, message }] } },
    headers,
  );
}

export function createFakeCalendarApi(oauth: FakeOAuth): FakeCalendarApi {
  const store = new FakeCalendarStore();
  const requests: string[] = [];
  const calendars: FakeGoogleCalendar['calendars'] = [
    { id: 'host@example.test', summary: 'host@example.test', accessRole: 'owner', primary: true },
  ];
  let failures: { status: number; times: number; retryAfter: string | undefined } | undefined;
  /** Tokens handed out before this change number answer 410. */
  let validSince = 0;

  function asJson(o: Occurrence) {
    const e = o.event;
    if (o.cancelled) return { kind: 'calendar#event', id: o.id, status: 'cancelled' };
    return {
      kind: 'calendar#event',
      id: o.id,
      etag: `"${e.seq}"`,
      status: 'confirmed',
      ...e.fields,
      transparency: e.free ? 'transparent' : 'opaque',
      start: time(o.start),
      end: time(o.end),
      ...(e.recurrence ? { recurringEventId: e.id } : {}),
    };
  }

  const pages = new Map<string, Occurrence[]>();

  async function api(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const path = url.pathname.slice('/calendar/v3'.length);
    const q = url.searchParams;
    if (path === '/users/me/calendarList/primary' && req.method === 'GET') {
      const primary = calendars.find((c) => c.primary);
      return replyJson(res, 200, { kind: 'calendar#calendarListEntry', ...primary });
    }
    if (path === '/users/me/calendarList' && req.method === 'GET') {
      return replyJson(res, 200, { kind: 'calendar#calendarList', items: calendars });
    }
    const eventsMatch = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (!eventsMatch?.[1]) return error(res, 404, 'Not Found', 'notFound');
    const calendarId = decodeURIComponent(eventsMatch[1]);
    if (!calendars.some((c) => c.id === calendarId)) return error(res, 404, 'Not Found', 'notFound');
    const eventId = eventsMatch[2] ? decodeURIComponent(eventsMatch[2]) : undefined;

    if (!eventId && req.method === 'GET') {
      const pageToken = q.get('pageToken');
      let list: Occurrence[];
      if (pageToken) {
        list = pages.get(pageToken) ?? [];
        pages.delete(pageToken);
      } else if (q.get('syncToken')) {
        if (q.get('timeMin') || q.get('timeMax'))
          return error(res, 400, 'Sync token cannot be used with other request restrictions.', 'invalid');
        const since = Number(q.get('syncToken')?.replace(/^sync-/, ''));
        if (!Number.isFinite(since) || since < validSince)
          return error(
            res,
            410,
            'Sync token is no longer valid, a full sync is required.',
            'fullSyncRequired',
          );
        list = store.find(calendarId, { since }, instanceId);
      } else {
        const iCalUID = q.get('iCalUID');
        list = store.find(
          calendarId,
          {
            ...(q.get('timeMin') ? { from: Date.parse(q.get('timeMin') ?? '') } : {}),
            ...(q.get('timeMax') ? { to: Date.parse(q.get('timeMax') ?? '') } : {}),
          },
          instanceId,
        );
        if (iCalUID) list = list.filter((o) => o.event.fields.iCalUID === iCalUID);
      }
      const size = Math.min(fake.pageSize, Number(q.get('maxResults') ?? 250));
      const page = list.slice(0, size);
      const rest = list.slice(size);
      const body: Record<string, unknown> = { kind: 'calendar#events', items: page.map(asJson) };
      if (rest.length > 0) {
        const token = `page-${store.newId('')}`;
        pages.set(token, rest);
        body.nextPageToken = token;
      } else if (!q.get('iCalUID')) {
        body.nextSyncToken = `sync-${store.changeNumber}`;
      }
      return replyJson(res, 200, body);
    }

    if (!eventId && req.method === 'POST') {
      const body = parseJson(await readBody(req)) ?? {};
      const uid = typeof body.iCalUID === 'string' ? body.iCalUID : undefined;
      if (
        uid &&
        [...store.events.values()].some(
          (e) => !e.deleted && e.calendarId === calendarId && e.fields.iCalUID === uid,
        )
      )
        return error(res, 409, 'The requested identifier already exists.', 'duplicate');
      const stored = store.add({ calendarId, ...fromBody(body, q), fields: {} });
      stored.fields = fieldsOf(body, stored.id, q);
      return replyJson(res, 200, asJson(store.occurrences(stored, instanceId)[0] as Occurrence));
    }

    const stored = eventId ? store.events.get(eventId) : undefined;
    if (!stored || stored.calendarId !== calendarId) return error(res, 404, 'Not Found', 'notFound');
    if (stored.deleted) return error(res, 410, 'Resource has been deleted', 'deleted');
    if (req.method === 'GET')
      return replyJson(res, 200, asJson(store.occurrences(stored, instanceId)[0] as Occurrence));
    if (req.method === 'PATCH') {
      const body = parseJson(await readBody(req)) ?? {};
      const merged = { ...stored.fields, ...fieldsOf(body, stored.id, q, stored.fields) };
      store.update(stored.id, { ...fromBody({ ...timesOf(stored), ...body }, q), fields: merged });
      return replyJson(res, 200, asJson(store.occurrences(stored, instanceId)[0] as Occurrence));
    }
    if (req.method === 'DELETE') {
      store.remove(stored.id);
      res.writeHead(204).end();
      return;
    }
    return error(res, 405, 'Method not allowed', 'notAllowed');
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith('/calendar/v3/')) return false;
    requests.push(`${req.method} ${url.pathname.slice('/calendar/v3'.length)}${url.search}`);
    if (failures && failures.times > 0) {
      failures.times -= 1;
      const headers: Record<string, string> = failures.retryAfter
        ? { 'retry-after': failures.retryAfter }
        : {};
      if (failures.status === 429) error(res, 429, 'Rate Limit Exceeded', 'rateLimitExceeded', headers);
      else error(res, failures.status, 'Backend Error', 'backendError', headers);
      return true;
    }
    if (!oauth.authenticate(req)) {
      res.setHeader('www-authenticate', 'Bearer realm="https://accounts.google.com/"');
      replyJson(res, 401, {
        error: {
          code: 401,
          message: 'Request had invalid authentication credentials.',
          status: 'UNAUTHENTICATED',
        },
      });
      return true;
    }
    await api(req, res, url);
    return true;
  }

  const fake: FakeCalendarApi = {
    handle,
    store,
    calendars,
    requests,
    pageSize: 250,
    failNext(status, times = 1, retryAfter) {
      failures = { status, times, retryAfter };
    },
    invalidateSyncTokens() {
      validSince = store.changeNumber + 1;
    },
  };
  return fake;
}

export async function startFakeGoogleCalendar(options: FakeOAuthOptions = {}): Promise<FakeGoogleCalendar> {
  // Google names itself in the redirect back (RFC 9207); Kairos checks it.
  const oauth = createFakeOAuth({ namesIssuer: true, ...options });
  const api = createFakeCalendarApi(oauth);
  const listening = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (await oauth.handle(req, res, url)) return;
    if (!(await api.handle(req, res, url))) replyJson(res, 404, {});
  });
  // The API object itself, so a test's changes (pageSize) reach the handler.
  return Object.assign(api, {
    ...listening,
    oauth,
    apiUrl: `${listening.baseUrl}/calendar/v3`,
    config: {
      clientId: oauth.clientId,
      clientSecret: oauth.clientSecret,
      ...oauth.urls(listening.baseUrl),
      apiUrl: `${listening.baseUrl}/calendar/v3`,
    },
  });
}

function timesOf(event: StoredEvent) {
  return { start: time(event.start), end: time(event.end) };
}

function parseTime(value: unknown): number | string | undefined {
  const t = value as { date?: string; dateTime?: string } | undefined;
  if (t?.dateTime) return Date.parse(t.dateTime);
  return t?.date;
}

function fromBody(body: Record<string, unknown>, _q: URLSearchParams) {
  const start = parseTime(body.start) ?? 0;
  const end = parseTime(body.end) ?? startMs(start);
  return { start, end, free: body.transparency === 'transparent' };
}

/** What the fake keeps of an event besides its times, with a Meet conference when one was asked for. */
function fieldsOf(
  body: Record<string, unknown>,
  id: string,
  q: URLSearchParams,
  previous: Record<string, unknown> = {},
): Record<string, unknown> {
  const { start: _s, end: _e, transparency: _t, conferenceData, ...rest } = body;
  const fields: Record<string, unknown> = { ...rest };
  const wanted = (
    conferenceData as
      | { createRequest?: { requestId?: string; conferenceSolutionKey?: { type?: string } } }
      | undefined
  )?.createRequest;
  if (wanted && q.get('conferenceDataVersion') === '1' && !previous.conferenceData) {
    const code = `${id.slice(-3).padStart(3, 'x')}-${id.slice(0, 4).padEnd(4, 'y')}-kai`.toLowerCase();
    const uri = `https://meet.google.com/${code}`;
    fields.hangoutLink = uri;
    fields.conferenceData = {
      conferenceId: code,
      conferenceSolution: {
        key: { type: wanted.conferenceSolutionKey?.type ?? 'hangoutsMeet' },
        name: 'Google Meet',
      },
      createRequest: { requestId: wanted.requestId, status: { statusCode: 'success' } },
      entryPoints: [{ entryPointType: 'video', uri, label: uri.replace('https://', '') }],
    };
  }
  return fields;
}
