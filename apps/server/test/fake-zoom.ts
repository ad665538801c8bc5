import { randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Listening, listen, parseJson, readBody, replyJson } from './fake-http.ts';
import { createFakeOAuth, type FakeOAuth, type FakeOAuthOptions } from './fake-oauth.ts';

/**
 * A local Zoom, answering as its documentation says. Sign-in (user-managed OAuth app, client
 * authenticated with HTTP Basic, a new refresh token on every refresh) under `/oauth`; the
 * Meetings API under `/v2`:
 * - `POST /users/me/meetings` → 201 with the meeting (`id` a number, `join_url`, `password`);
 * - `GET|PATCH|DELETE /meetings/{meetingId}` → the meeting, 204, 204; an unknown meeting is 404
 *   with code 3001 "Meeting does not exist";
 * - a missing or expired access token is 401 with code 124;
 * - `failNext(status)` answers the next API calls with 429 (code 429, `Retry-After`) or a 5xx.
 */
export interface FakeZoom extends Listening {
  oauth: FakeOAuth;
  config: {
    clientId: string;
    clientSecret: string;
    authorizeUrl: string;
    tokenUrl: string;
    revokeUrl: string;
    apiUrl: string;
  };
  meetings: Map<string, ZoomMeeting>;
  /** Method and path of every API call, in order. */
  requests: string[];
  failNext(status: 429 | 500 | 502 | 503, times?: number, retryAfter?: string): void;
}

export interface ZoomMeeting {
  id: number;
  topic: string;
  type: number;
  start_time: string;
  duration: number;
  timezone: string;
  agenda: string;
  join_url: string;
  password: string;
  host_email: string;
}

function zoomError(res: ServerResponse, status: number, code: number, message: string, headers = {}) {
  replyJson(res, status, { code, message }, headers);
}

export async function startFakeZoom(options: FakeOAuthOptions & { port?: number } = {}): Promise<FakeZoom> {
  const oauth = createFakeOAuth({
    clientAuth: 'basic',
    rotateRefreshTokens: true,
    prefix: '/oauth',
    ...options,
  });
  const meetings = new Map<string, ZoomMeeting>();
  const requests: string[] = [];
  let failures: { status: number; times: number; retryAfter: string | undefined } | undefined;
  let baseUrl = '';

  async function api(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    requests.push(`${req.method} ${path}`);
    if (failures && failures.times > 0) {
      failures.times -= 1;
      const headers: Record<string, string> = failures.retryAfter
        ? { 'retry-after': failures.retryAfter }
        : {};
      if (failures.status === 429)
        return zoomError(
          res,
          429,
          429,
          'You have reached the maximum per-second rate limit for this API. Try again later.',
          { 'x-ratelimit-category': 'Medium', 'x-ratelimit-type': 'QPS', ...headers },
        );
      return zoomError(res, failures.status, failures.status, 'Internal Error', headers);
    }
    const account = oauth.authenticate(req);
    if (!account) {
      const bearer = /^Bearer .+$/.test(req.headers.authorization ?? '');
      return zoomError(res, 401, 124, bearer ? 'Access token is expired.' : 'Invalid access token.');
    }
    const body = parseJson(await readBody(req)) ?? {};
    if (req.method === 'POST' && path === '/users/me/meetings') {
      if (typeof body.topic !== 'string' || typeof body.start_time !== 'string')
        return zoomError(res, 400, 300, 'Validation Failed.');
      const id = randomInt(10_000_000, 99_999_999) * 1000 + randomInt(0, 999);
      const password = randomBytes(6).toString('base64url').slice(0, 8);
      const meeting: ZoomMeeting = {
        id,
        topic: body.topic.slice(0, 200),
        type: Number(body.type ?? 2),
        start_time: new Date(body.start_time).toISOString().replace('.000Z', 'Z'),
        duration: Number(body.duration ?? 60),
        timezone: String(body.timezone ?? 'UTC'),
        agenda: String(body.agenda ?? ''),
        join_url: `${baseUrl}/j/${id}?pwd=${randomBytes(16).toString('base64url')}`,
        password,
        host_email: account.email,
      };
      meetings.set(String(id), meeting);
      return replyJson(res, 201, {
        ...meeting,
        uuid: randomBytes(12).toString('base64'),
        host_id: account.id,
      });
    }
    const match = /^\/meetings\/(\d+)$/.exec(path);
    const meeting = match?.[1] ? meetings.get(match[1]) : undefined;
    if (match && !meeting) return zoomError(res, 404, 3001, `Meeting does not exist: ${match[1]}.`);
    if (meeting && req.method === 'GET') return replyJson(res, 200, meeting);
    if (meeting && req.method === 'PATCH') {
      for (const key of ['topic', 'start_time', 'duration', 'timezone', 'agenda'] as const)
        if (body[key] !== undefined) Object.assign(meeting, { [key]: body[key] });
      meeting.start_time = new Date(meeting.start_time).toISOString().replace('.000Z', 'Z');
      res.writeHead(204).end();
      return;
    }
    if (meeting && req.method === 'DELETE') {
      meetings.delete(String(meeting.id));
      res.writeHead(204).end();
      return;
    }
    zoomError(res, 404, 404, 'Not found');
  }

  const listening = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (await oauth.handle(req, res, url)) return;
    if (url.pathname.startsWith('/v2/')) return api(req, res, url.pathname.slice(3));
    replyJson(res, 404, { code: 404, message: 'Not found' });
  }, options.port);
  baseUrl = listening.baseUrl;
  return {
    ...listening,
    oauth,
    config: {
      clientId: oauth.clientId,
      clientSecret: oauth.clientSecret,
      ...oauth.urls(listening.baseUrl),
      apiUrl: `${listening.baseUrl}/v2`,
    },
    meetings,
    requests,
    failNext(status, times = 1, retryAfter) {
      failures = { status, times, retryAfter };
    },
  };
}
