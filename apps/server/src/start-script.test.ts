import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedPgliteDataDir } from '@kairos/db/test/test-db';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process.ts';
import { jobQueuePreparation } from '../test/test-app.ts';

function portIsClosed(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

/**
 * A process manager or a terminal often signals only the process it started, here npm. Between
 * npm and the server there are npm's shell and the start script; the signal must reach the server,
 * which then frees its port, instead of the server running on as an orphan.
 */
describe('npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kairos-npm-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops the server when only npm gets %s',
    async (signal) => {
      await seedPgliteDataDir(join(dataDir, signal, 'pglite'), jobQueuePreparation());
      const server = await startServerProcess({ dataDir: join(dataDir, signal), viaNpmStart: true });
      try {
        server.child.kill(signal);
        const ended = await Promise.race([
          server.exited.then(() => true),
          new Promise<false>((r) => setTimeout(() => r(false), 20_000)),
        ]);
        expect(ended).toBe(true);
        // The server itself is gone too: nothing listens on its port any more.
        let closed = false;
        for (let i = 0; i < 50 && !closed; i++) {
          closed = await portIsClosed(server.port);
          if (!closed) await new Promise((r) => setTimeout(r, 200));
        }
        expect(closed).toBe(true);
      } finally {
        try {
          if (server.child.pid) process.kill(-server.child.pid, 'SIGKILL');
        } catch {
          // the whole group has ended
        }
      }
    },
    150_000,
  );
});
