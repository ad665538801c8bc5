import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeMember {
  email_address: string;
  status: string;
  merge_fields: Record<string, string>;
  tags: string[];
}

/**
 * A local stand-in for the Mailchimp Marketing API v3 list-member endpoints, answering as its
 * documentation says: Basic auth with the API key as password (401 problem document otherwise),
 * the subscriber hash must be the MD5 of the lower-cased address (400), unknown audiences 404,
 * `PUT` creates with `status_if_new` and leaves an existing member's status alone unless
 * `status` is sent, tags answer 204, `GET /lists/{id}` answers the audience. `failNext` answers
 * 429 (with Retry-After) or 503; `revokeKey` makes the key invalid, as revoking it in Mailchimp does.
 */
export interface FakeMailchimp {
  baseUrl: string;
  members: Map<string, FakeMember>;
  requests: Array<{ method: string; path: string; body: Record<string, unknown> }>;
  failNext(...statuses: number[]): void;
  /** From now on the key is refused (401), until `restoreKey`. */
  revokeKey(): void;
  restoreKey(): void;
  close(): Promise<void>;
}

const problem = (status: number, title: string, detail: string) => ({
  type: 'https://mailchimp.com/developer/marketing/docs/errors/',
  title,
  status,
  detail,
  instance: 'fake',
});

export async function startFakeMailchimp(
  validKey: string,
  audienceId: string,
  port = 0,
): Promise<FakeMailchimp> {
  const members = new Map<string, FakeMember>();
  const requests: FakeMailchimp['requests'] = [];
  const failures: number[] = [];
  let revoked = false;
  const server: Server = createServer(async (req, res) => {
    const reply = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/problem+json' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    const body = await readJson(req);
    const path = req.url ?? '';
    requests.push({ method: req.method ?? '', path, body });
    const auth = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64').toString();
    if (revoked || auth.split(':').slice(1).join(':') !== validKey) {
      return reply(
        401,
        problem(
          401,
          'API Key Invalid',
          'Your API key may be invalid, or you’ve attempted to access the wrong datacenter.',
        ),
      );
    }
    const failure = failures.shift();
    if (failure === 429) {
      res.setHeader('retry-after', '20');
      return reply(
        429,
        problem(429, 'Too Many Requests', 'You have exceeded the limit of 10 simultaneous connections.'),
      );
    }
    if (failure) return reply(failure, problem(failure, 'Service Unavailable', 'Please try again later.'));
    const audience = /^\/3\.0\/lists\/([^/?]+)(\?.*)?$/.exec(path);
    if (audience && req.method === 'GET') {
      if (decodeURIComponent(audience[1] ?? '') !== audienceId)
        return reply(404, problem(404, 'Resource Not Found', 'The requested resource could not be found.'));
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ id: audienceId, name: 'Kairos attendees' }));
    }
    const match = /^\/3\.0\/lists\/([^/]+)\/members\/([0-9a-f]{32})(\/tags)?$/.exec(path);
    if (!match)
      return reply(404, problem(404, 'Resource Not Found', 'The requested resource could not be found.'));
    const [, list, hash, tags] = match;
    if (list !== audienceId)
      return reply(404, problem(404, 'Resource Not Found', 'The requested resource could not be found.'));
    if (tags) {
      const member = members.get(hash as string);
      if (req.method !== 'POST' || !member)
        return reply(404, problem(404, 'Resource Not Found', 'The requested resource could not be found.'));
      for (const t of (body.tags as Array<{ name: string; status: string }>) ?? []) {
        if (t.status === 'active' && !member.tags.includes(t.name)) member.tags.push(t.name);
      }
      return reply(204);
    }
    if (req.method !== 'PUT')
      return reply(405, problem(405, 'Method Not Allowed', 'The requested method is not allowed.'));
    const email = String(body.email_address ?? '');
    if (createHash('md5').update(email.toLowerCase()).digest('hex') !== hash) {
      return reply(
        400,
        problem(400, 'Invalid Resource', 'The subscriber hash does not match the email address.'),
      );
    }
    const existing = members.get(hash as string);
    if (!existing && !body.status && !body.status_if_new) {
      return reply(400, problem(400, 'Invalid Resource', 'The resource submitted could not be validated.'));
    }
    const member: FakeMember = existing ?? {
      email_address: email,
      status: String(body.status ?? body.status_if_new),
      merge_fields: {},
      tags: [],
    };
    if (existing && body.status) member.status = String(body.status);
    member.merge_fields = { ...member.merge_fields, ...(body.merge_fields as Record<string, string>) };
    members.set(hash as string, member);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: hash, email_address: member.email_address, status: member.status }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${address.port}/3.0`,
    members,
    requests,
    failNext: (...statuses) => failures.push(...statuses),
    revokeKey: () => {
      revoked = true;
    },
    restoreKey: () => {
      revoked = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const text = Buffer.concat(chunks).toString();
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
