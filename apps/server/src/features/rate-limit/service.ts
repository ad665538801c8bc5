import { AppError } from '@kairos/core/errors';
import type { Db } from '@kairos/db/client';
import { incrementWindow } from './repo.ts';

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
    if (count > rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
      throw new AppError(
        'RATE_LIMITED',
        `Too many attempts. Please try again in ${formatWait(retryAfter)}.`,
        {
          headers: { 'retry-after': String(retryAfter) },
        },
      );
    }
  }
}

function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
