import { mkdtempSync, rmSync } from 'node:fs';
import { Agent as HttpAgent, request } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../test/booking-factory.ts';
import { multipart } from '../../../test/multipart.ts';
import { createClock, createTestApp, signUpHost, type TestApp } from '../../../test/test-app.ts';

const MB = 1024 * 1024;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const REFUSAL = { error: 'File size must not exceed 5.00 MB', code: 'UPLOAD_FAILED' };

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/**
 * An upload refused for its size is refused while the rest of it is still on the way. The
 * connection must not stay open with that rest unread: the next request on it would wait behind
 * it until a timeout. A real listening server, as browsers and proxies reuse its connections.
 */
describe('a refused upload on a kept-alive connection', () => {
  let t: TestApp;
  let dir: string;
  let host: Awaited<ReturnType<typeof signUpHost>>;
  let port: number;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'kairos-refused-'));
    t = await createTestApp('pglite', { clock: createClock(), workers: false, config: { uploadsDir: dir } });
    host = await signUpHost(t.app);
    await host.agent.request('POST', `${API}/routing/form/new`, {
      name: 'Apply',
      questions: [{ questionId: 'cv', content: 'CV', type: 'ATTACHMENT', required: true }],
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A public form upload (5 MB at most) of `bytes`, as a multipart body. */
  async function uploadForm(bytes: Buffer) {
    const grant = await t.app.inject({
      method: 'POST',
      url: `${API}/website/upload`,
      payload: {
        fileName: 'cv.pdf',
        mimeType: 'application/pdf',
        module: 'ROUTING_FORM',
        accessLink: host.session.workspace.accessLink,
      },
    });
    expect(grant.statusCode, grant.body).toBe(200);
    return multipart(grant.json().fields, { name: 'cv.pdf', type: 'application/pdf', bytes });
  }

  function send(agent: HttpAgent, method: string, path: string, headers = {}, body?: Buffer) {
    return new Promise<Answer>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, agent, method, path, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }),
        );
      });
      req.setTimeout(5000, () => req.destroy(new Error(`${method} ${path} got no answer in 5 s`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  it('ends the connection with the answer, so the next request goes out at once', async () => {
    const { payload, headers } = await uploadForm(Buffer.concat([PDF, Buffer.alloc(6 * MB)]));
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    // The server stops reading at the limit: what is left of the write may be cut off.
    socket.on('error', () => {});
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST ${API}/file/upload-target HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n` +
        `Content-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    socket.write(payload);
    const closedInTime = await Promise.race([
      ended.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000)),
    ]);
    socket.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 400 /);
    expect(received).toContain(JSON.stringify(REFUSAL));
    expect(closedInTime, 'the server kept the connection open with the upload half read').toBe(true);
    expect(received.toLowerCase()).toContain('connection: close');
  });

  it('answers the next request promptly through a keep-alive agent', async () => {
    const agent = new HttpAgent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = await uploadForm(Buffer.concat([PDF, Buffer.alloc(8 * MB)]));
      const refused = await send(agent, 'POST', `${API}/file/upload-target`, big.headers, big.payload);
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.body)).toEqual(REFUSAL);
      const started = Date.now();
      const next = await send(
        agent,
        'POST',
        `${API}/website/upload`,
        { 'content-type': 'application/json' },
        Buffer.from('{}'),
      );
      expect(next.status).toBe(400);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(refused.connection).toBe('close');

      // A file within its limit leaves the connection open for the next request.
      const fits = await uploadForm(PDF);
      const stored = await send(agent, 'POST', `${API}/file/upload-target`, fits.headers, fits.payload);
      expect(stored).toMatchObject({ status: 204, connection: 'keep-alive' });
    } finally {
      agent.destroy();
    }
  });
});
