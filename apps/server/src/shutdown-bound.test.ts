import type { Database } from '@kairos/db/client';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { JobQueue } from './jobs/queue.ts';
import { createShutdown } from './shutdown.ts';

/** A job queue whose current job never finishes, so stopping it never returns. */
function stuckJobs(): JobQueue {
  return { stop: () => new Promise<void>(() => {}), isRunning: () => true } as unknown as JobQueue;
}

function recorder() {
  const exits: number[] = [];
  const lines: string[] = [];
  let resolveExit: (code: number) => void = () => {};
  const firstExit = new Promise<number>((r) => {
    resolveExit = r;
  });
  return {
    exits,
    lines,
    firstExit,
    exit: (code: number) => {
      exits.push(code);
      resolveExit(code);
    },
    log: (line: string) => lines.push(line),
  };
}

describe('shutdown bound and repeated signals', () => {
  it('closes the server, the workers and the database in order and exits 0', async () => {
    const r = recorder();
    const order: string[] = [];
    const app = Fastify();
    app.addHook('onClose', async () => {
      order.push('http');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const shutdown = createShutdown({ timeoutMs: 5000, exit: r.exit, log: r.log });
    shutdown.parts.app = app;
    shutdown.parts.jobs = {
      stop: async () => {
        order.push('jobs');
      },
    } as unknown as JobQueue;
    shutdown.parts.database = {
      close: async () => {
        order.push('database');
      },
    } as unknown as Database;
    shutdown.onSignal('SIGTERM');
    expect(shutdown.stopping()).toBe(true);
    expect(await r.firstExit).toBe(0);
    expect(order).toEqual(['http', 'jobs', 'database']);
    expect(r.lines.at(-1)).toBe('shut down cleanly');
  });

  it('exits 1 when the bound passes with something still open', async () => {
    const r = recorder();
    const shutdown = createShutdown({ timeoutMs: 1200, exit: r.exit, log: r.log });
    shutdown.parts.jobs = stuckJobs();
    const started = Date.now();
    shutdown.onSignal('SIGTERM');
    expect(await r.firstExit).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1100);
    expect(r.lines.at(-1)).toBe('shutdown did not finish within 1200 ms: exiting now');
  });

  it('exits 1 at once on a second signal, but takes the same Ctrl-C delivered twice as one', async () => {
    const r = recorder();
    const shutdown = createShutdown({ timeoutMs: 60_000, exit: r.exit, log: r.log });
    shutdown.parts.jobs = stuckJobs();
    shutdown.onSignal('SIGINT');
    shutdown.onSignal('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(r.exits).toEqual([]);
    shutdown.onSignal('SIGTERM');
    expect(r.exits).toEqual([1]);
    expect(r.lines.at(-1)).toBe('SIGTERM received again: exiting now');
  });
});
