import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyStandardWebhook } from '../../../test/webhook-receiver.ts';
import { parseAllowList } from '../outbound/address-guard.ts';
import { newSigningSecret, sendWebhook, signWebhook } from './sender.ts';

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

describe('signWebhook', () => {
  it('matches the example of the Standard Webhooks specification', () => {
    expect(
      signWebhook(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('signs what the reference library and a receiver written apart both accept, and nothing tampered', async () => {
    const secret = newSigningSecret();
    const timestamp = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ type: 'booking.created', data: { name: 'Ada & “Bob”' } });
    const headers = {
      'webhook-id': 'msg_cross',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(secret, 'msg_cross', timestamp, body),
    };
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(newSigningSecret()).verify(body, headers)).toThrow(WebhookVerificationError);
    expect(await verifyStandardWebhook(secret, headers, body, timestamp)).toBe(true);
    expect(await verifyStandardWebhook(secret, headers, `${body} `, timestamp)).toBe(false);
  });
});
