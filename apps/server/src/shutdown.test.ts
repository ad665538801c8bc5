import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type Database } from '@kairos/db/client';
import {
  createTestDb,
  seedPgliteDataDir,
  type TestDatabase,
  testDatabaseKinds,
} from '@kairos/db/test/test-db';
import { afterAll, describe, expect, it } from 'vitest';
import { API } from '../test/booking-factory.ts';
import {
  bookOverHttp,
  createAllDayEvent,
  signUpOverHttp,
  startServerProcess,
} from '../test/server-process.ts';
import { jobQueuePreparation, uniqueEmail } from '../test/test-app.ts';

const BOUND_SECONDS = 12;
const CLIENTS = 8;

/**
 * SIGTERM under load, on the real server process: it stops accepting, finishes what is in flight,
 * cuts a request that never completes, closes the job workers and the database, and exits 0
 * within the bound; every booking it acknowledged is stored.
 */
describe.each(testDatabaseKinds())('graceful shutdown on %s', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kairos-shutdown-'));
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('drains a booking storm on SIGTERM, exits 0 within the bound and loses no acknowledged booking', async () => {
    // Migrated beforehand (a first start from scratch is the end-to-end server's): this is about stopping.
    if (kind === 'postgres') database = await createTestDb('postgres', jobQueuePreparation());
    else await seedPgliteDataDir(join(dataDir, 'pglite'), jobQueuePreparation());
    const server = await startServerProcess({
      databaseUrl: database?.url,
      dataDir,
      env: { SHUTDOWN_TIMEOUT_SECONDS: String(BOUND_SECONDS) },
    });
    const call = await signUpOverHttp(server.base, 'Shutdown Co');
    const eventId = await createAllDayEvent(call);
    const first = Date.UTC(new Date().getUTCFullYear() + 1, 0, 4);

    const acknowledged: string[] = [];
    const otherAnswers = new Map<string, number>();
    let next = 0;
    let exited = false;
    let signalled: () => void = () => {};
    const enoughLoad = new Promise<void>((r) => {
      signalled = r;
    });
    const client = async () => {
      while (!exited) {
        const i = next++;
        try {
          const res = await bookOverHttp(server.base, eventId, first + i * 15 * 60_000, {
            fullName: `Visitor ${i}`,
            emailId: uniqueEmail('storm'),
          });
          const body = (await res.json()) as { queueId?: string };
          if (res.status === 202 && body.queueId) acknowledged.push(body.queueId);
          else otherAnswers.set(String(res.status), (otherAnswers.get(String(res.status)) ?? 0) + 1);
        } catch {
          // Refused or reset once the server stopped listening: not acknowledged, so not owed.
          otherAnswers.set('no answer', (otherAnswers.get('no answer') ?? 0) + 1);
          await new Promise((r) => setTimeout(r, 20));
        }
        if (acknowledged.length >= 20) signalled();
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);

    await enoughLoad;
    // A client that sends half a request and stalls: it must not hold the shutdown open.
    const stalled = connect(server.port, '127.0.0.1');
    stalled.on('error', () => {});
    await new Promise((r) => stalled.once('connect', r));
    stalled.write(
      `POST ${API}/meet/book HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 500\r\n\r\n{"eventId":`,
    );
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    const outcome = await Promise.race([
      server.exited,
      new Promise<'still running'>((r) => setTimeout(() => r('still running'), BOUND_SECONDS * 1000 + 5000)),
    ]);
    const tookMs = performance.now() - signalledAt;
    exited = true;
    stalled.destroy();
    if (outcome === 'still running') server.child.kill('SIGKILL');
    await Promise.all(clients);

    expect(outcome, server.output()).not.toBe('still running');
    const { code } = await server.exited;

    expect(code, server.output()).toBe(0);
    expect(tookMs).toBeLessThan(BOUND_SECONDS * 1000);
    expect(server.output()).toContain('shut down cleanly');
    // Only 202s and refusals of a closing server: no booking failed half-way.
    expect(
      [...otherAnswers.keys()].filter((k) => k !== '503' && k !== 'no answer'),
      server.output(),
    ).toEqual([]);

    const reader: Database = database ?? (await createDb({ dataDir: join(dataDir, 'pglite') }));
    try {
      const { rows } = await reader.execute(
        `select q.id::text as id from booking_queue q join meetings m on m.id = q.meeting_id where m.event_id = $1`,
        [eventId],
      );
      const stored = new Set(rows.map((r) => r.id as string));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(stored.size).toBe(acknowledged.length);
    } finally {
      if (!database) await reader.close();
    }
  }, 240_000);
});
