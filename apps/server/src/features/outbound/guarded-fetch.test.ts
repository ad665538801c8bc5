import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockedAddressError, parseAllowList, type Resolver } from './address-guard.ts';
import { guardedFetch } from './guarded-fetch.ts';

// Real sockets on loopback: 127.0.0.2 is allowed (as CALENDAR_ALLOWED_HOSTS would allow a
// self-hosted server); the rest of loopback and every private range stay blocked.
describe('guardedFetch', () => {
  let server: Server;
  let port: number;
  let hits = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits += 1;
      if (req.url === '/moved') {
        res.writeHead(302, { location: '/calendar.ics' }).end();
      } else if (req.url === '/inside') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      } else {
        res.writeHead(200, { 'content-type': 'text/calendar', etag: '"v1"' });
        res.end(`BEGIN:VCALENDAR ${req.method} ${req.url}`);
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.2', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const allow = parseAllowList(['127.0.0.2']);
  const purpose = 'calendar connections';
  const resolverOf =
    (answers: string[]): Resolver =>
    (_name, _options, callback) => {
      callback(null, [{ address: answers.shift() ?? '127.0.0.1', family: 4 }]);
    };

  it('fetches an allowed address, following redirects, as fetch answers', async () => {
    const get = guardedFetch({ allow, purpose });
    const response = await get(`http://127.0.0.2:${port}/moved`, { headers: { accept: 'text/calendar' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(await response.text()).toBe('BEGIN:VCALENDAR GET /calendar.ics');
    const report = await get(`http://127.0.0.2:${port}/cal/`, { method: 'REPORT', body: '<x/>' });
    expect(await report.text()).toBe('BEGIN:VCALENDAR REPORT /cal/');
  });

  it('refuses private and reserved addresses, literal or behind a redirect, before any request', async () => {
    const get = guardedFetch({ allow, purpose });
    hits = 0;
    await expect(get(`http://127.0.0.1:${port}/`)).rejects.toThrow(
      '127.0.0.1 is a private or reserved address that calendar connections may not reach',
    );
    await expect(get('http://[::ffff:10.0.0.7]/feed.ics')).rejects.toBeInstanceOf(BlockedAddressError);
    await expect(get(`http://127.0.0.2:${port}/inside`)).rejects.toThrow(/169\.254\.169\.254 is a private/);
    await expect(get('file:///etc/passwd')).rejects.toThrow(/Only http and https/);
    expect(hits).toBe(1); // only the redirecting answer
  });

  it('checks the name on every connection, so a name re-resolved to a private address is refused (DNS rebinding)', async () => {
    const get = guardedFetch({ allow, purpose, resolve: resolverOf(['127.0.0.2', '10.0.0.5']) });
    const first = await get(`http://cal.example.test:${port}/calendar.ics`);
    expect(first.status).toBe(200);
    hits = 0;
    await expect(get(`http://cal.example.test:${port}/calendar.ics`)).rejects.toThrow(
      'cal.example.test resolves to 10.0.0.5, a private or reserved address that calendar connections may not reach',
    );
    expect(hits).toBe(0);
  });
});
