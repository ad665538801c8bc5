import { createHash } from 'node:crypto';
import { AppError } from '@kairos/core/errors';
import type { Tx } from '@kairos/db/client';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import * as repo from './repo.ts';

/**
 * Claims `key` in `scope` once: true for the first caller until `expiresAt`, false for every
 * later one (a replayed sign-in state, say).
 */
export async function claimOnce(deps: Deps, scope: string, key: string, expiresAt: Date): Promise<boolean> {
  return repo.insertKey(deps.db, { scope, key, requestHash: null, now: deps.now(), expiresAt });
}

/** A digest of a request's body, to tell a retry of it from another request under the same key. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('base64url');
}

/** How long a booking's first answer is kept for its retries. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;

/** An `Idempotency-Key` header: 1 to 255 visible ASCII characters (a UUID per attempt, say). */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'Idempotency-Key must be 1 to 255 visible ASCII characters');

/** The request headers of a route that takes an `Idempotency-Key` (others pass through). */
export const IdempotencyHeadersSchema = z.looseObject({ 'idempotency-key': IdempotencyKeySchema.optional() });

/** The sentence a route's description adds about its `Idempotency-Key`. */
export const IDEMPOTENCY_NOTE =
  'Send an `Idempotency-Key` header (a new random value per attempt) to make retries safe: a retry of the same ' +
  'request with the same key within 24 hours gets the first answer instead of booking again; the key with a ' +
  'different request is 409 CONFLICT.';

function refusalFor(row: repo.IdempotencyRow, hash: string): { status: number; body: unknown } {
  if (row.requestHash !== hash) {
    throw new AppError('CONFLICT', 'This Idempotency-Key was used for a different request; use a new key');
  }
  if (row.responseStatus !== null) return { status: row.responseStatus, body: row.responseBody };
  throw new AppError(
    'CONFLICT',
    'A request with this Idempotency-Key was accepted and is still being answered; check your email before trying again',
    { headers: { 'retry-after': '1' } },
  );
}

/**
 * Runs a request under a client's idempotency key. The key is written by `claim`, inside the
 * request's own transaction, so it exists exactly when the request's work was committed: a retry
 * of the same request then gets the first answer (its status and body) instead of doing the work
 * again, and the same key on a different request is refused. Without a key, `run` just runs.
 */
export async function runIdempotent<T>(
  deps: Deps,
  scope: string,
  key: string | undefined,
  request: unknown,
  status: number,
  run: (claim: ((tx: Tx) => Promise<void>) | undefined) => Promise<T>,
): Promise<{ status: number; body: unknown }> {
  if (key === undefined) return { status, body: await run(undefined) };
  const hash = requestHash(request);
  const earlier = await repo.findKey(deps.db, scope, key);
  if (earlier) return refusalFor(earlier, hash);
  let body: T;
  try {
    body = await run(async (tx) => {
      const now = deps.now();
      const expiresAt = new Date(now.getTime() + IDEMPOTENCY_TTL_MS);
      await repo.insertKeyStrict(tx, { scope, key, requestHash: hash, now, expiresAt });
    });
  } catch (error) {
    // Two requests under one key at once: the one that lost (to the key's unique row, or to the
    // other's hold on the slot) answers with the winner's outcome.
    const winner = await repo.findKey(deps.db, scope, key);
    if (winner) return refusalFor(winner, hash);
    throw error;
  }
  await repo.saveResponse(deps.db, scope, key, { status, body });
  return { status, body };
}

const SweepPayload = z.object({}).passthrough();

/** Hourly: forgets keys past their time. */
export function idempotencySweepJob(deps: Deps): JobDefinition<typeof SweepPayload> {
  return {
    name: 'idempotency-sweep',
    payload: SweepPayload,
    cron: '17 * * * *',
    handle: async () => repo.deleteExpired(deps.db, deps.now()),
  };
}
