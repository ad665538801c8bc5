import type { IncomingMessage, ServerResponse } from 'node:http';
import { FakeCalendarStore, type Occurrence, type StoredEvent } from './fake-calendar-store.ts';
import { type Listening, listen, parseJson, readBody, replyJson } from './fake-http.ts';
import { createFakeOAuth, type FakeOAuth, type FakeOAuthOptions } from './fake-oauth.ts';

/**
 * A local Microsoft Graph (v1.0) calendar API with the Microsoft identity platform's sign-in
 * beside it, answering as documented: /me, /me/calendars, calendarView (occurrences of recurring
 * events expanded) and calendarView/delta in pages (`@odata.nextLink`) closed by a
 * `@odata.deltaLink`, removed events as `@removed`, 410 syncStateNotFound once delta tokens are
 * invalidated; events created (a repeated transactionId returns the first event; Teams meetings
 * only for work accounts), patched and deleted; 401 InvalidAuthenticationToken for an expired
 * token; 429 with Retry-After and 5xx on demand. API under `/v1.0`, sign-in under `/common/oauth2/v2.0`,
 * on a free loopback port or `port`.
 */
export interface FakeGraph extends Listening {
  oauth: FakeOAuth;
  store: FakeCalendarStore;
  config: {
    clientId: string;
    clientSecret: string;
    authorizeUrl: string;
    tokenUrl: string;
    revokeUrl: undefined;
    apiUrl: string;
  };
  calendars: Array<{ id: string; name: string; canEdit: boolean; isDefaultCalendar?: boolean }>;
  /** A personal Microsoft account: its calendars offer no Teams meetings. */
  personal: boolean;
  requests: string[];
  failNext(status: number, times?: number, retryAfter?: string): void;
  invalidateDeltaTokens(): void;
  pageSize: number;
  /** The Prefer header of each request, to check the client asked for UTC. */
  prefers: string[];
}

function instanceId(event: StoredEvent, start: number | string): string {
  return `${event.id}-occ-${typeof start === 'number' ? start : start.replace(/-/g, '')}`;
}

function graphTime(value: number | string) {
  const iso = typeof value === 'number' ? new Date(value).toISOString() : `${value}T00:00:00.000Z`;
  return { dateTime: `${iso.slice(0, 23)}0000`, timeZone: 'UTC' };
}

function graphError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) {
  replyJson(res, status, { error: { code, message, innerError: { 'request-id': 'fake' } } }, headers);
}

export async function startFakeGraph(options: FakeOAuthOptions & { port?: number } = {}): Promise<FakeGraph> {
  const oauth = createFakeOAuth({ rotateRefreshTokens: true, prefix: '/common/oauth2/v2.0', ...options });
  const store = new FakeCalendarStore();
  const requests: string[] = [];
  const prefers: string[] = [];
  const calendars: FakeGraph['calendars'] = [
    { id: 'AAMkCal1', name: 'Calendar', canEdit: true, isDefaultCalendar: true },
  ];
  let failures: { status: number; times: number; retryAfter: string | undefined } | undefined;
  let validSince = 0;
  const pages = new Map<string, { rest: Occurrence[]; close: string; delta: boolean }>();

  function asJson(o: Occurrence, removed: boolean) {
    if (removed || o.cancelled)
      return { '@odata.type': '#microsoft.graph.event', id: o.id, '@removed': { reason: 'deleted' } };
    const e = o.event;
    return {
      '@odata.type': '#microsoft.graph.event',
      id: o.id,
      changeKey: `ck${e.seq}`,
      type: e.recurrence ? 'occurrence' : 'singleInstance',
      ...e.fields,
      showAs: e.free ? 'free' : ((e.fields.showAs as string | undefined) ?? 'busy'),
      isAllDay: typeof o.start === 'string',
      isCancelled: false,
      start: graphTime(o.start),
      end: graphTime(o.end),
      ...(e.recurrence ? { seriesMasterId: e.id } : {}),
    };
  }

  function answerPage(
    res: ServerResponse,
    base: string,
    list: Occurrence[],
    close: string,
    delta: boolean,
    since?: number,
  ) {
    const page = list.slice(0, fake.pageSize);
    const rest = list.slice(fake.pageSize);
    const body: Record<string, unknown> = {
      '@odata.context': `${base}/$metadata#Collection(event)`,
      value: page.map((o) => asJson(o, since !== undefined && (o.cancelled || o.event.deleted))),
    };
    if (rest.length > 0) {
      const token = store.newId('skip');
      pages.set(token, { rest, close, delta });
      body['@odata.nextLink'] = `${close.split('?')[0]}?$skiptoken=${token}`;
    } else if (delta) {
      body['@odata.deltaLink'] = close;
    }
    replyJson(res, 200, body);
  }

  async function api(req: IncomingMessage, res: ServerResponse, url: URL, base: string): Promise<void> {
    const path = url.pathname.slice('/v1.0'.length);
    const q = url.searchParams;
    if (path === '/me' && req.method === 'GET') {
      return replyJson(res, 200, {
        id: oauth.account.id,
        displayName: oauth.account.name,
        mail: oauth.account.email,
        userPrincipalName: oauth.account.email,
      });
    }
    const described = (c: FakeGraph['calendars'][number]) => ({
      ...c,
      allowedOnlineMeetingProviders: fake.personal ? ['skypeForConsumer'] : ['teamsForBusiness'],
      defaultOnlineMeetingProvider: fake.personal ? 'skypeForConsumer' : 'teamsForBusiness',
    });
    if (path === '/me/calendars' && req.method === 'GET') {
      return replyJson(res, 200, { value: calendars.map(described) });
    }
    const one = /^\/me\/calendars\/([^/]+)$/.exec(path);
    if (one?.[1] && req.method === 'GET') {
      const found = calendars.find((c) => c.id === decodeURIComponent(one[1] ?? ''));
      if (!found)
        return graphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      return replyJson(res, 200, described(found));
    }
    const view = /^\/me\/calendars\/([^/]+)\/(calendarView(?:\/delta)?|events)$/.exec(path);
    if (view?.[1]) {
      const calendarId = decodeURIComponent(view[1]);
      if (!calendars.some((c) => c.id === calendarId))
        return graphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      const kind = view[2];
      const skip = q.get('$skiptoken');
      if (kind !== 'events' && skip) {
        const pending = pages.get(skip);
        if (!pending) return graphError(res, 400, 'BadRequest', 'Unknown skip token');
        pages.delete(skip);
        return answerPage(
          res,
          base,
          pending.rest,
          pending.close,
          pending.delta,
          pending.delta ? 0 : undefined,
        );
      }
      if (kind === 'calendarView/delta') {
        const deltaToken = q.get('$deltatoken');
        if (deltaToken) {
          const [seq, from, to] = deltaToken.split('.').map(Number);
          if (seq === undefined || seq < validSince)
            return graphError(res, 410, 'syncStateNotFound', 'The sync state generation is not found.');
          const changed = store.find(
            calendarId,
            { since: seq, ...(from ? { from } : {}), ...(to ? { to } : {}) },
            instanceId,
          );
          const close = `${base}/me/calendars/${view[1]}/calendarView/delta?$deltatoken=${store.changeNumber}.${from}.${to}`;
          return answerPage(res, base, changed, close, true, seq);
        }
        const from = Date.parse(q.get('startDateTime') ?? '');
        const to = Date.parse(q.get('endDateTime') ?? '');
        if (!Number.isFinite(from) || !Number.isFinite(to))
          return graphError(res, 400, 'ErrorInvalidParameter', 'startDateTime and endDateTime are required.');
        const close = `${base}/me/calendars/${view[1]}/calendarView/delta?$deltatoken=${store.changeNumber}.${from}.${to}`;
        return answerPage(res, base, store.find(calendarId, { from, to }, instanceId), close, true);
      }
      if (kind === 'calendarView' && req.method === 'GET') {
        const from = Date.parse(q.get('startDateTime') ?? '');
        const to = Date.parse(q.get('endDateTime') ?? '');
        const close = `${base}/me/calendars/${view[1]}/calendarView`;
        return answerPage(res, base, store.find(calendarId, { from, to }, instanceId), close, false);
      }
      if (kind === 'events' && req.method === 'POST') {
        const body = parseJson(await readBody(req)) ?? {};
        const transactionId = typeof body.transactionId === 'string' ? body.transactionId : undefined;
        const again = [...store.events.values()].find(
          (e) =>
            !e.deleted &&
            e.calendarId === calendarId &&
            transactionId &&
            e.fields.transactionId === transactionId,
        );
        if (again)
          return replyJson(res, 201, asJson(store.occurrences(again, instanceId)[0] as Occurrence, false));
        if (body.isOnlineMeeting && body.onlineMeetingProvider === 'teamsForBusiness' && fake.personal)
          return graphError(
            res,
            400,
            'ErrorInvalidRequest',
            'Online meeting provider teamsForBusiness is not allowed for this calendar.',
          );
        const stored = store.add({
          calendarId,
          ...timesFrom(body),
          free: body.showAs === 'free',
          fields: {},
        });
        stored.fields = fieldsOf(body, stored.id);
        return replyJson(res, 201, asJson(store.occurrences(stored, instanceId)[0] as Occurrence, false));
      }
    }
    const single = /^\/me\/events\/([^/]+)$/.exec(path);
    if (single?.[1]) {
      const stored = store.events.get(decodeURIComponent(single[1]));
      if (!stored || stored.deleted)
        return graphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      if (req.method === 'GET')
        return replyJson(res, 200, asJson(store.occurrences(stored, instanceId)[0] as Occurrence, false));
      if (req.method === 'PATCH') {
        const body = parseJson(await readBody(req)) ?? {};
        store.update(stored.id, {
          ...(body.start || body.end
            ? timesFrom({
                start: graphTime(stored.start as number),
                end: graphTime(stored.end as number),
                ...body,
              })
            : {}),
          fields: { ...stored.fields, ...fieldsOf(body, stored.id, stored.fields) },
        });
        return replyJson(res, 200, asJson(store.occurrences(stored, instanceId)[0] as Occurrence, false));
      }
      if (req.method === 'DELETE') {
        store.remove(stored.id);
        res.writeHead(204).end();
        return;
      }
    }
    return graphError(res, 400, 'BadRequest', `Resource not found for the segment '${path}'.`);
  }

  const listening = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (await oauth.handle(req, res, url)) return;
    if (!url.pathname.startsWith('/v1.0/')) return replyJson(res, 404, {});
    requests.push(`${req.method} ${url.pathname.slice('/v1.0'.length)}${url.search}`);
    prefers.push(String(req.headers.prefer ?? ''));
    if (failures && failures.times > 0) {
      failures.times -= 1;
      const headers: Record<string, string> = failures.retryAfter
        ? { 'retry-after': failures.retryAfter }
        : {};
      if (failures.status === 429)
        return graphError(res, 429, 'TooManyRequests', 'Please retry again later.', headers);
      return graphError(res, failures.status, 'ServiceUnavailable', 'Service Unavailable', headers);
    }
    if (!oauth.authenticate(req))
      return graphError(
        res,
        401,
        'InvalidAuthenticationToken',
        'Access token has expired or is not yet valid.',
      );
    await api(req, res, url, `${listening.baseUrl}/v1.0`);
  }, options.port ?? 0);

  const fake: FakeGraph = {
    ...listening,
    oauth,
    store,
    config: {
      clientId: oauth.clientId,
      clientSecret: oauth.clientSecret,
      authorizeUrl: oauth.urls(listening.baseUrl).authorizeUrl,
      tokenUrl: oauth.urls(listening.baseUrl).tokenUrl,
      revokeUrl: undefined,
      apiUrl: `${listening.baseUrl}/v1.0`,
    },
    calendars,
    personal: false,
    requests,
    prefers,
    pageSize: 100,
    failNext(status, times = 1, retryAfter) {
      failures = { status, times, retryAfter };
    },
    invalidateDeltaTokens() {
      validSince = store.changeNumber + 1;
    },
  };
  return fake;
}

function parseGraphTime(value: unknown): number {
  const t = value as { dateTime?: string; timeZone?: string } | undefined;
  return t?.dateTime ? Date.parse(`${t.dateTime.replace(/Z$/, '')}Z`) : 0;
}

function timesFrom(body: Record<string, unknown>) {
  return { start: parseGraphTime(body.start), end: parseGraphTime(body.end) };
}

function fieldsOf(body: Record<string, unknown>, id: string, previous: Record<string, unknown> = {}) {
  const { start: _s, end: _e, ...rest } = body;
  const fields: Record<string, unknown> = { ...rest };
  if (body.isOnlineMeeting && body.onlineMeetingProvider === 'teamsForBusiness' && !previous.onlineMeeting) {
    fields.onlineMeeting = {
      joinUrl: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${id}%40thread.v2/0`,
    };
    fields.onlineMeetingUrl = null;
  }
  return fields;
}
