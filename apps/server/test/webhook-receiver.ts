import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A local receiver for outgoing webhooks: records every request and answers with what the test
 * queued (`answerNext`), 200 otherwise. It never signs or verifies anything itself.
 */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  answerNext(...answers: Array<{ status: number; headers?: Record<string, string>; body?: string }>): void;
  answerAlways(answer: { status: number; headers?: Record<string, string> } | null): void;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(host = '127.0.0.1'): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const queued: Array<{ status: number; headers?: Record<string, string>; body?: string }> = [];
  let always: { status: number; headers?: Record<string, string> } | null = null;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const answer = queued.shift() ?? always ?? { status: 200 };
      res.writeHead(answer.status, answer.headers ?? {});
      res.end('body' in answer ? answer.body : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}/hooks`,
    received,
    answerNext: (...answers) => queued.push(...answers),
    answerAlways: (answer) => {
      always = answer;
    },
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} webhooks, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      return received;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Checks a request the way the Standard Webhooks specification tells a receiver to, written apart
 * from the sender's code (Web Crypto here, node:crypto there): the secret after `whsec_` is
 * base64, the signed content is `id.timestamp.body`, and the header holds space-separated
 * `v1,<base64>` signatures of which one must match; the timestamp must be within five minutes.
 */
export async function verifyStandardWebhook(
  secret: string,
  headers: IncomingHttpHeaders,
  body: string,
  nowSeconds: number,
): Promise<boolean> {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return false;
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - Number(timestamp)) > 300) return false;
  if (!secret.startsWith('whsec_')) return false;
  const keyBytes = Uint8Array.from(atob(secret.slice('whsec_'.length)), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  const content = new TextEncoder().encode(`${id}.${timestamp}.${body}`);
  for (const entry of signatures.split(' ')) {
    const [version, encoded] = entry.split(',');
    if (version !== 'v1' || !encoded) continue;
    const signature = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    if (await crypto.subtle.verify('HMAC', key, signature, content)) return true;
  }
  return false;
}
