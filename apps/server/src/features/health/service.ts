import type { Deps } from '../../deps.ts';
import * as repo from './repo.ts';

/** How long a readiness probe waits for the database before calling it unreachable. */
export const READY_TIMEOUT_MS = 2000;

export type CheckResult = 'ok' | string;

export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult; migrations: CheckResult; jobs: CheckResult };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Whether this process can serve bookings: the database answers, every migration of this build is
 * applied, and the job workers run. A load balancer sends traffic only while this is true.
 */
export async function readiness(deps: Deps): Promise<Readiness> {
  let database: CheckResult = 'ok';
  let migrations: CheckResult = 'ok';
  try {
    await withTimeout(repo.ping(deps.database), READY_TIMEOUT_MS);
    const pending = await withTimeout(repo.pendingMigrations(deps.database), READY_TIMEOUT_MS);
    if (pending > 0) migrations = `${pending} migration${pending === 1 ? '' : 's'} not applied`;
  } catch (error) {
    database = `unreachable: ${reason(error)}`;
    migrations = 'unknown: the database is unreachable';
  }
  const jobs: CheckResult = deps.jobs.isRunning() ? 'ok' : 'stopped';
  return {
    ready: database === 'ok' && migrations === 'ok' && jobs === 'ok',
    checks: { database, migrations, jobs },
  };
}
