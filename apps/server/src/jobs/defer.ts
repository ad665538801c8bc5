import { parseRetryAfter } from '@kairos/core/webhooks/retry-schedule';
import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import type { JobDefinition } from './queue.ts';

/** A Retry-After is honoured this many times per job, each for at most an hour. */
export const MAX_DEFERRALS = 8;
const MAX_DEFERRAL_MS = 3_600_000;

/**
 * An outside service answered "not now" (429, 503). When it said for how long (`Retry-After`),
 * the same job is queued again for that moment with one more deferral counted; otherwise, or
 * after MAX_DEFERRALS, `error` is thrown so the queue retries with its own backoff.
 */
export async function deferOrThrow<S extends z.ZodType>(
  deps: Deps,
  job: JobDefinition<S>,
  payload: z.infer<S> & { deferrals?: number | undefined },
  retryAfter: string | undefined,
  error: Error,
): Promise<void> {
  const now = deps.now();
  const wait = parseRetryAfter(retryAfter, now);
  const deferrals = payload.deferrals ?? 0;
  if (wait === null || deferrals >= MAX_DEFERRALS) throw error;
  await deps.jobs.send(
    job,
    { ...payload, deferrals: deferrals + 1 },
    { startAfter: new Date(now.getTime() + Math.min(wait, MAX_DEFERRAL_MS)) },
  );
}
