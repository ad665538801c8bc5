import { createHash } from 'node:crypto';
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

export type IdempotentStart =
  | { kind: 'first' }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'in-progress' }
  | { kind: 'other-request' };

/**
 * Starts a request under a client's idempotency key: the first use goes ahead; a retry of the same
 * request gets the first answer once there is one; the same key on a different request is refused.
 */
export async function startIdempotent(
  deps: Deps,
  scope: string,
  key: string,
  hash: string,
  ttlMs: number,
): Promise<IdempotentStart> {
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + ttlMs);
  if (await repo.insertKey(deps.db, { scope, key, requestHash: hash, now, expiresAt }))
    return { kind: 'first' };
  const row = await repo.findKey(deps.db, scope, key);
  if (!row) return startIdempotent(deps, scope, key, hash, ttlMs);
  if (row.requestHash !== hash) return { kind: 'other-request' };
  if (row.responseStatus === null) return { kind: 'in-progress' };
  return { kind: 'replay', status: row.responseStatus, body: row.responseBody };
}

/** Keeps the first answer for retries; a refusal is forgotten so that a retry may try again. */
export async function finishIdempotent(
  deps: Deps,
  scope: string,
  key: string,
  response: { status: number; body: unknown } | undefined,
): Promise<void> {
  if (response && response.status < 400) await repo.saveResponse(deps.db, scope, key, response);
  else await repo.deleteKey(deps.db, scope, key);
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
