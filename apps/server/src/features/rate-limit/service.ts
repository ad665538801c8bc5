import { formatWait } from '@kairos/core/dates/wait';
import { AppError } from '@kairos/core/errors';
import type { Db } from '@kairos/db/client';
import { deleteWindow, incrementWindow, readWindow } from './repo.ts';

export interface RateRule {
  /** What is limited and for whom, e.g. `login:ip:127.0.0.1`. */
  key: string;
  limit: number;
  windowMs: number;
}

/** Counts a hit against each rule; throws 429 with Retry-After when any is over its limit. */
export async function enforceRateLimits(db: Db, rules: RateRule[], now: Date): Promise<void> {
  for (const rule of rules) {
    const { count, resetAt } = await incrementWindow(db, rule.key, rule.windowMs, now);
    if (count > rule.limit) throw rateLimited(resetAt, now);
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
  for (const rule of rules) await incrementWindow(db, rule.key, rule.windowMs, now);
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
