/**
 * When a failed webhook is tried again: after growing pauses, the first of 5 s, that add up to a
 * little over a day (Standard Webhooks' suggested schedule, whose "immediately" is the first try), each stretched or shrunk by up
 * to a tenth so that many failed messages do not all come back in the same second.
 */
export const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const;

/** Every try of one message: the first one plus one per pause. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** A receiver's Retry-After is honoured up to this long; past it the schedule goes on. */
export const MAX_RETRY_AFTER_MS = 12 * 3_600_000;

const JITTER = 0.1;

/**
 * The pause before the next try after `attempts` failed ones, or null when none is left.
 * `random` is a number in [0, 1); `retryAfterMs` is the receiver's own request, if it made one.
 */
export function nextRetryDelay(
  attempts: number,
  random: number,
  retryAfterMs: number | null = null,
): number | null {
  const base = RETRY_DELAYS_MS[attempts - 1];
  if (base === undefined) return null;
  const jittered = Math.round(base * (1 - JITTER + 2 * JITTER * random));
  if (retryAfterMs === null) return jittered;
  return Math.max(jittered, Math.min(retryAfterMs, MAX_RETRY_AFTER_MS));
}

/** Reads a Retry-After header: delay-seconds or an HTTP date (RFC 9110 section 10.2.3). */
export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now.getTime());
}
