import type { WebhookTrigger } from '@kairos/core/webhooks/webhook-schema';
import type { DbOrTx } from '@kairos/db/client';
import type { Deps } from '../../deps.ts';
import type { ChangeSubject } from './listener.ts';

export type { Change, ChangeListener, ChangeSubject } from './listener.ts';

/** Each listener's audience, read before a transaction that records several changes. */
export type Audience = ReadonlyMap<string, unknown>;

/** Reads, before a busy transaction, who listens in this workspace for any of these triggers (all at once). */
export async function findAudience(
  deps: Deps,
  appId: string,
  triggers: readonly WebhookTrigger[],
): Promise<Audience> {
  const audiences = await Promise.all(deps.listeners.map((l) => l.audience(deps.db, appId, triggers)));
  return new Map(deps.listeners.map((l, i) => [l.name, audiences[i]]));
}

/**
 * Records a change for every listener, inside the transaction that makes it. With an audience read
 * before the transaction, a listener nobody subscribed to costs nothing here; without one, each
 * listener looks up its own.
 */
export async function recordChange(
  deps: Deps,
  tx: DbOrTx,
  appId: string,
  trigger: WebhookTrigger,
  subject: ChangeSubject,
  audience?: Audience,
): Promise<void> {
  for (const listener of deps.listeners) {
    await listener.record(deps, tx, { appId, trigger, subject }, audience?.get(listener.name));
  }
}
