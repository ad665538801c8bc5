import { MAX_ATTEMPTS, nextRetryDelay, parseRetryAfter } from '@kairos/core/webhooks/retry-schedule';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { transactionExecutor } from '../../jobs/repo.ts';
import { sendMail } from '../mail/service.ts';
import { type AllowList, parseAllowList } from '../outbound/address-guard.ts';
import { openSecret } from '../secrets/service.ts';
import * as repo from './repo.ts';
import { type SendOutcome, sendWebhook } from './sender.ts';

const DeliverPayload = z.object({ deliveryId: z.string() });

/** One attempt at one webhook message; idempotent (a message not due or already taken is left alone). */
export function webhookDeliverJob(deps: Deps): JobDefinition<typeof DeliverPayload> {
  return {
    name: 'webhook-deliver',
    payload: DeliverPayload,
    retryLimit: 3,
    handle: ({ deliveryId }) => attemptDelivery(deps, deliveryId),
  };
}

/** How long one worker holds a message while it tries it (longer than the request timeout). */
const LOCK_MS = 60_000;
/** An endpoint that has not taken a message for this long when one runs out of retries is turned off. */
export const DISABLE_AFTER_FAILING_MS = 24 * 3_600_000;

const allowLists = new WeakMap<Config, AllowList>();
function allowListOf(config: Config): AllowList {
  let list = allowLists.get(config);
  if (!list) {
    list = parseAllowList(config.webhookAllowedHosts ?? []);
    allowLists.set(config, list);
  }
  return list;
}

/** The send options of this server: the addresses it may reach besides public ones. */
export function sendOptionsOf(deps: Deps) {
  return { allow: allowListOf(deps.config) };
}

/**
 * One attempt at one message, if it is due and no other worker has it. A failure schedules the
 * next attempt (with jitter, no sooner than the receiver's Retry-After) or, after the last one,
 * marks the message failed and turns off an endpoint that has failed for a day.
 */
export async function attemptDelivery(deps: Deps, deliveryId: string): Promise<void> {
  const now = deps.now();
  const claimed = await repo.claimDelivery(deps.db, deliveryId, now, new Date(now.getTime() + LOCK_MS));
  if (!claimed) return;
  const { delivery, endpoint } = claimed;
  const outcome: SendOutcome =
    endpoint.active || !delivery.retries
      ? await sendWebhook(
          {
            url: endpoint.url,
            id: delivery.id,
            timestamp: Math.floor(now.getTime() / 1000),
            body: delivery.body,
            secret: openSecret(deps.config.secretsKey, endpoint.secretSealed),
          },
          sendOptionsOf(deps),
        )
      : { kind: 'error', error: 'The endpoint is turned off', blocked: true };
  const at = deps.now();
  const ok = outcome.kind === 'response' && outcome.status >= 200 && outcome.status < 300;
  const attempts = delivery.attempts + 1;
  const retryAfter = outcome.kind === 'response' ? parseRetryAfter(outcome.retryAfter, at) : null;
  const delay =
    ok || !delivery.retries || (outcome.kind === 'error' && outcome.blocked)
      ? null
      : nextRetryDelay(attempts, Math.random(), retryAfter);
  const status = ok ? 'DELIVERED' : delay === null ? 'FAILED' : 'PENDING';
  const error =
    outcome.kind === 'error' ? outcome.error : ok ? null : `The endpoint answered ${outcome.status}`;

  let disable = false;
  await deps.db.transaction(async (tx) => {
    await repo.recordAttempt(tx, delivery.id, {
      status,
      attempts,
      responseStatus: outcome.kind === 'response' ? outcome.status : null,
      responseBody: outcome.kind === 'response' ? outcome.body : null,
      error,
      nextAttemptAt: delay === null ? null : new Date(at.getTime() + delay),
      lastAttemptAt: at,
      logEntry: {
        at: at.toISOString(),
        status: outcome.kind === 'response' ? outcome.status : null,
        error,
      },
    });
    if (!delivery.retries) return;
    if (ok) {
      await repo.setFailingSince(tx, endpoint.id, null);
      return;
    }
    await repo.setFailingSince(tx, endpoint.id, now);
    if (delay !== null) {
      await deps.jobs.sendWithin(
        transactionExecutor(tx),
        webhookDeliverJob(deps),
        { deliveryId: delivery.id },
        { startAfter: new Date(Date.now() + delay) },
      );
      return;
    }
    const failingSince = endpoint.failingSince ?? now;
    if (attempts >= MAX_ATTEMPTS && at.getTime() - failingSince.getTime() >= DISABLE_AFTER_FAILING_MS) {
      disable = await repo.disableEndpoint(
        tx,
        endpoint.id,
        `Turned off on ${at.toISOString()}: no message was accepted for more than a day`,
        at,
      );
    }
  });
  if (disable) await tellOwner(deps, endpoint.appId, endpoint.id, endpoint.url, error);
}

async function tellOwner(
  deps: Deps,
  appId: string,
  endpointId: string,
  url: string,
  lastError: string | null,
): Promise<void> {
  const to = await repo.findOwnerEmail(deps.db, appId);
  if (!to) return;
  await sendMail(deps, {
    appId,
    to: [to],
    kind: 'webhook-disabled',
    dedupeKey: `webhook-disabled:${endpointId}:${deps.now().toISOString().slice(0, 10)}`,
    subject: 'A webhook endpoint was turned off',
    text: [
      `Kairos turned off the webhook endpoint ${url} because it has not accepted a message for more than a day.`,
      lastError ? `The last attempt failed with: ${lastError}.` : '',
      `Messages are kept: once the endpoint works again, turn it back on under Apps & integrations (${deps.config.publicUrl}/app/apps) and redeliver the ones it missed from its delivery log.`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  });
}
