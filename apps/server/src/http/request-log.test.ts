import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildApp } from '../app.ts';
import { outboxLine } from '../features/mail/transport.ts';
import { formatPrettyLine } from './request-log.ts';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe('request logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { workers: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['pretty', 'json'] as const)('write one line per request (%s)', async (logFormat) => {
    const { lines, stream } = capture();
    const app = await buildApp(
      { ...t.deps, config: { ...t.deps.config, logLevel: 'info', logFormat } },
      { logger: true, logStream: stream, webDist: '/nonexistent' },
    );
    try {
      await app.ready();
      lines.length = 0;
      const res = await app.inject({ method: 'GET', url: '/api/v1/user/session?x=1' });
      expect(res.statusCode).toBe(401);
      expect(lines).toHaveLength(1);
      const line = lines[0] ?? '';
      if (logFormat === 'pretty') {
        expect(line).toMatch(/^\d\d:\d\d:\d\d GET \/api\/v1\/user\/session 401 \d+ ms$/);
      } else {
        expect(JSON.parse(line)).toMatchObject({
          level: 30,
          method: 'GET',
          url: '/api/v1/user/session',
          statusCode: 401,
          msg: expect.stringMatching(/^GET \/api\/v1\/user\/session 401 \d+ ms$/),
        });
      }
    } finally {
      await app.close();
    }
  });

  it('shows warnings and errors with their level and stack', () => {
    const time = Date.parse('2027-05-14T09:05:07Z');
    expect(formatPrettyLine(JSON.stringify({ level: 40, time, msg: 'slow' }))).toBe('09:05:07 WARN slow');
    expect(
      formatPrettyLine(
        JSON.stringify({ level: 50, time, msg: 'boom', err: { stack: 'Error: boom\n  at x' } }),
      ),
    ).toBe('09:05:07 ERROR boom\nError: boom\n  at x');
    expect(formatPrettyLine('not json')).toBe('not json');
  });
});

describe('the dev outbox line', () => {
  it('names the reschedule and cancel links of the message', () => {
    const text = [
      'Your booking is confirmed.',
      'Reschedule: http://localhost:3000/reschedule/0b6e/',
      'Cancel: http://localhost:3000/cancellation/0b6e/',
    ].join('\n');
    expect(outboxLine({ to: ['ada@example.com'], subject: 'Confirmed: Intro', text }).split('\n')).toEqual([
      '[outbox] to ada@example.com: Confirmed: Intro',
      '         reschedule: http://localhost:3000/reschedule/0b6e/',
      '         cancel: http://localhost:3000/cancellation/0b6e/',
    ]);
    expect(outboxLine({ to: ['a@example.com'], subject: 'Code', text: 'Your code is 123456' })).toBe(
      '[outbox] to a@example.com: Code',
    );
  });
});
