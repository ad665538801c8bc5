import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllowList } from '../outbound/address-guard.ts';
import { newSigningSecret, sendWebhook } from './sender.ts';

// Real sockets on loopback; the name resolver is the attacker's: it answers a public address the
// first time (when a naive check would look) and a private one afterwards.
describe('sendWebhook', () => {
  let server: Server;
  let port: number;
  let hits = 0;
  let hostHeaders: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits += 1;
      hostHeaders.push(String(req.headers.host));
      if (req.url === '/slow') return; // never answers
      res.end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.2', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const message = { id: 'msg_1', timestamp: 1_700_000_000, body: '{}', secret: newSigningSecret() };

  it('refuses a name that resolves to a private address when connecting (DNS rebinding)', async () => {
    let calls = 0;
    const rebinding = (
      _name: string,
      _options: { all: true },
      callback: (e: null, a: Array<{ address: string; family: number }>) => void,
    ) => {
      calls += 1;
      callback(null, [{ address: calls === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }]);
    };
    // The first answer (public) is what an early check would have seen; connecting asks again.
    rebinding('hooks.example.test', { all: true }, () => {});
    hits = 0;
    const outcome = await sendWebhook(
      { ...message, url: `http://hooks.example.test:${port}/` },
      { allow: parseAllowList(['127.0.0.2']), resolve: rebinding },
    );
    expect(outcome).toEqual({
      kind: 'error',
      error:
        'hooks.example.test resolves to 127.0.0.1, a private or reserved address that webhooks may not reach',
      blocked: true,
    });
    expect(hits).toBe(0);
  });

  it('refuses a name when any of its addresses is private, even mapped into IPv6', async () => {
    const mixed = (
      _n: string,
      _o: { all: true },
      cb: (e: null, a: Array<{ address: string; family: number }>) => void,
    ) =>
      cb(null, [
        { address: '93.184.216.34', family: 4 },
        { address: '::ffff:169.254.169.254', family: 6 },
      ]);
    const outcome = await sendWebhook(
      { ...message, url: `http://metadata.example.test:${port}/` },
      { allow: parseAllowList([]), resolve: mixed },
    );
    expect(outcome).toMatchObject({ kind: 'error', blocked: true });
  });

  it('connects to exactly the address it checked, keeping the name in the Host header', async () => {
    const pinned = (
      _n: string,
      _o: { all: true },
      cb: (e: null, a: Array<{ address: string; family: number }>) => void,
    ) => cb(null, [{ address: '127.0.0.2', family: 4 }]);
    hostHeaders = [];
    const outcome = await sendWebhook(
      { ...message, url: `http://hooks.example.test:${port}/` },
      { allow: parseAllowList(['127.0.0.2']), resolve: pinned },
    );
    expect(outcome).toMatchObject({ kind: 'response', status: 200, body: 'ok' });
    expect(hostHeaders).toEqual([`hooks.example.test:${port}`]);
  });

  it('gives up on an endpoint that does not answer in time', async () => {
    const outcome = await sendWebhook(
      { ...message, url: `http://127.0.0.2:${port}/slow` },
      { allow: parseAllowList(['127.0.0.2']), timeoutMs: 200 },
    );
    expect(outcome).toEqual({ kind: 'error', error: 'No answer within 0.2 s', blocked: false });
  });
});
