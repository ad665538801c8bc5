import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_PAYLOAD_VERSION,
  type WebhookData,
  type WebhookPayload,
  type WebhookTrigger,
} from '@kairos/core/webhooks/webhook-schema';
import type { DbOrTx, Tx } from '@kairos/db/client';
import type { Deps } from '../../deps.ts';
import { transactionExecutor } from '../../jobs/repo.ts';
import type { ChangeListener } from '../lifecycle/listener.ts';
import { webhookDeliverJob } from './delivery.ts';
import * as repo from './repo.ts';
import { loadWebhookData, type WebhookSubject } from './subject-data.ts';

export type { WebhookSubject } from './subject-data.ts';

/** The `webhook-id` of a new message. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * Reports a change to the workspace's endpoints that take this trigger. Call it inside the
 * transaction that makes the change: the messages and their delivery jobs are written with it,
 * so a committed change is always reported and a rolled-back one never is. Without a subscribed
 * endpoint it costs one indexed look-up, or nothing when the targets were read before.
 */
export async function emitWebhook(
  deps: Deps,
  tx: DbOrTx,
  appId: string,
  trigger: WebhookTrigger,
  subject: WebhookSubject,
  targets?: WebhookTargets,
): Promise<void> {
  const endpointIds = targets
    ? targets.endpoints.filter((e) => e.triggers.includes(trigger)).map((e) => e.id)
    : await repo.findSubscribedEndpointIds(tx, appId, trigger);
  if (endpointIds.length === 0) return;
  const data = await loadWebhookData(tx, subject);
  if (!data) return;
  const now = deps.now();
  await queueMessages(deps, tx, { appId, type: trigger, data, endpointIds, now, retries: true });
}

/** Outgoing webhooks as a listener of the lifecycle. */
export const webhookListener: ChangeListener<Deps> = {
  name: 'webhooks',
  audience: findWebhookTargets,
  record: (deps, tx, change, audience) =>
    emitWebhook(
      deps,
      tx,
      change.appId,
      change.trigger,
      change.subject,
      audience as WebhookTargets | undefined,
    ),
};

/** The endpoints a workspace reports changes to, read once before a transaction that emits several triggers. */
export interface WebhookTargets {
  endpoints: Array<{ id: string; triggers: string[] }>;
}

/**
 * The endpoints subscribed to any of these triggers, read before a busy transaction (a booking's)
 * so that, without subscribers, emitting costs it no statement. A subscription made while the
 * transaction runs is missed, as if it came just after.
 */
export async function findWebhookTargets(
  db: DbOrTx,
  appId: string,
  triggers: readonly WebhookTrigger[],
): Promise<WebhookTargets> {
  return { endpoints: await repo.findTargets(db, appId, triggers) };
}

/** Writes one message per endpoint and its delivery job, in the caller's transaction. */
export async function queueMessages(
  deps: Deps,
  tx: DbOrTx,
  p: {
    appId: string;
    type: WebhookPayload['type'];
    data: WebhookData;
    endpointIds: string[];
    now: Date;
    retries: boolean;
  },
): Promise<string[]> {
  const payload: WebhookPayload = {
    type: p.type,
    version: WEBHOOK_PAYLOAD_VERSION,
    timestamp: p.now.toISOString(),
    workspaceId: p.appId,
    data: p.data,
  };
  const body = JSON.stringify(payload);
  const rows = p.endpointIds.map((endpointId) => ({
    id: newMessageId(),
    appId: p.appId,
    endpointId,
    type: p.type,
    body,
    retries: p.retries,
    nextAttemptAt: p.now,
    createdAt: p.now,
  }));
  await repo.insertDeliveries(tx, rows);
  if (p.retries) {
    const executor = transactionExecutor(tx as Tx);
    for (const row of rows)
      await deps.jobs.sendWithin(executor, webhookDeliverJob(deps), { deliveryId: row.id });
  }
  return rows.map((r) => r.id);
}
