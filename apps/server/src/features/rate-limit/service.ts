import { formatWait } from '@kairos/core/dates/wait';
import { AppError } from '@kairos/core/errors';
import type { Db } from '@kairos/db/client';
import { deleteWindow, incrementWindows, readWindow } from './repo.ts';

export interface RateRule {
  /** What is limited and for whom, e.g. `login:ip:127.0.0.1`. */
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts a hit against each rule (all in one statement); throws 429 with Retry-After when any is
 * over its limit, the first such rule in the list deciding.
 */
export async function enforceRateLimits(db: Db, rules: RateRule[], now: Date): Promise<void> {
  const counted = await incrementWindows(db, rules, now);
  for (const rule of rules) {
    const window = counted.get(rule.key);
    if (!window) throw new Error(`rate limit upsert returned no row for ${rule.key}`);
    if (window.count > rule.limit) throw rateLimited(window.resetAt, now);
  }
}

/**
 * For limits on failures (wrong passwords): refuses with 429 once any rule already counts its limit,
 * without counting this attempt. Count a failure with `countFailures`; clear a key on success.
 */
export async function refuseWhenFailuresReachLimit(db: Db, rules: RateRule[], now: Date): Promise<void> {
  for (const rule of rules) {
    const window = await readWindow(db, rule.key, now);
    if (window && window.count >= rule.limit) throw rateLimited(window.resetAt, now);
  }
}

export async function countFailures(db: Db, rules: RateRule[], now: Date): Promise<void> {
  await incrementWindows(db, rules, now);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await deleteWindow(db, key);
}

function rateLimited(resetAt: Date, now: Date): AppError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  return new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${formatWait(retryAfter)}.`, {
    headers: { 'retry-after': String(retryAfter) },
  });
}
