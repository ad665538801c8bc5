import type { Database } from '@kairos/db/client';
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from './jobs/queue.ts';

/** What a running server holds open, each part set as start-up reaches it. */
export interface RunningParts {
  app?: FastifyInstance;
  jobs?: JobQueue;
  /** The embedded database's backups (channel and daily timer): stopped before the database closes. */
  backups?: { stop(): Promise<void> };
  database?: Database;
}

export interface ShutdownOptions {
  /** The bound: past it the process exits with code 1 whatever is still open. */
  timeoutMs: number;
  log: (line: string) => void;
  exit?: (code: number) => void;
}

/** A repeat of the signal sooner than this is the same Ctrl-C delivered twice (terminal and npm). */
const REPEAT_MS = 1000;
/** How long job workers may finish their current job, at most. */
const JOBS_GRACE_MS = 5000;

export interface Shutdown {
  parts: RunningParts;
  stopping: () => boolean;
  onSignal: (signal: NodeJS.Signals) => void;
}

/** `createShutdown`, answering SIGTERM and SIGINT. */
export function installShutdown(options: ShutdownOptions): Shutdown {
  const shutdown = createShutdown(options);
  process.on('SIGTERM', shutdown.onSignal);
  process.on('SIGINT', shutdown.onSignal);
  return shutdown;
}

/**
 * Graceful shutdown. The first signal stops accepting connections (requests arriving on open
 * connections get 503 and `connection: close`) and lets in-flight requests finish for up to half
 * the bound, then cuts the connections still open; it stops the job workers after their current
 * job, closes the database and exits 0. A second signal, or the bound passing, exits 1 at once.
 * Installed before start-up, so a signal during start-up closes whatever has opened so far.
 */
export function createShutdown(options: ShutdownOptions): Shutdown {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const parts: RunningParts = {};
  let firstAt: number | undefined;

  const onSignal = (signal: NodeJS.Signals) => {
    const now = Date.now();
    if (firstAt !== undefined) {
      if (now - firstAt < REPEAT_MS) return;
      options.log(`${signal} received again: exiting now`);
      exit(1);
      return;
    }
    firstAt = now;
    options.log(
      `${signal} received: finishing in-flight requests and jobs (at most ${options.timeoutMs} ms)`,
    );
    const bound = setTimeout(() => {
      options.log(`shutdown did not finish within ${options.timeoutMs} ms: exiting now`);
      exit(1);
    }, options.timeoutMs);
    closeAll(parts, firstAt, options.timeoutMs).then(
      () => {
        clearTimeout(bound);
        options.log('shut down cleanly');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(bound);
        options.log(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        exit(1);
      },
    );
  };
  return { parts, stopping: () => firstAt !== undefined, onSignal };
}

async function closeAll(parts: RunningParts, startedAt: number, timeoutMs: number): Promise<void> {
  const deadline = startedAt + timeoutMs;
  const { app } = parts;
  if (app) {
    // Connections busy when the server closed go idle as their request ends: close them then
    // rather than waiting out the keep-alive timeout. A request still running at half the bound
    // (a stalled upload, a client that never finishes its body) loses its connection.
    const sweep = setInterval(() => {
      if (Date.now() - startedAt >= timeoutMs / 2) app.server.closeAllConnections();
      else app.server.closeIdleConnections();
    }, 50);
    try {
      await app.close();
    } finally {
      clearInterval(sweep);
    }
  }
  if (parts.jobs) await parts.jobs.stop(Math.max(1000, Math.min(JOBS_GRACE_MS, deadline - Date.now() - 500)));
  if (parts.backups) await parts.backups.stop();
  if (parts.database) await parts.database.close();
}
