import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import {
  WEBHOOK_TEST_TYPE,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookEndpointPatch,
  type WebhookTrigger,
} from '@kairos/core/webhooks/webhook-schema';
import type { Deps } from '../../deps.ts';
import { isAllowedAddress } from '../outbound/address-guard.ts';
import { sealSecret } from '../secrets/service.ts';
import { attemptDelivery, sendOptionsOf, webhookDeliverJob } from './delivery.ts';
import { queueMessages } from './emit.ts';
import * as repo from './repo.ts';
import { newSigningSecret } from './sender.ts';

const DELIVERY_LOG_SIZE = 50;

function toEndpoint(row: repo.EndpointRow): WebhookEndpoint {
  return {
    _id: row.id,
    url: row.url,
    description: row.description,
    triggers: row.triggers as WebhookTrigger[],
    active: row.active,
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDelivery(row: repo.DeliveryRow): WebhookDelivery {
  return {
    _id: row.id,
    endpointId: row.endpointId,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    error: row.error,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Refuses at save time an address that can never be reached: a private or reserved IP written
 * out, or a local name. Names are checked again, resolved, each time a message is sent.
 */
function checkUrl(deps: Deps, url: string): void {
  // A name may end in the root's dot (`localhost.`): the same name to a resolver.
  const host = new URL(url).hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const allow = sendOptionsOf(deps).allow;
  if (allow.hostnames.has(host)) return;
  const literal = /^[\d.]+$/.test(host) || host.includes(':');
  const local = host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal');
  if ((literal && !isAllowedAddress(host, allow)) || (!literal && local)) {
    throw new AppError('VALIDATION_ERROR', 'Webhooks cannot be sent to private or reserved addresses', {
      issues: [{ path: 'url', message: 'Use a public address; private and reserved ones are not reached' }],
    });
  }
}

async function endpointOr404(deps: Deps, appId: AuthorizedAppId, id: string): Promise<repo.EndpointRow> {
  const row = isUuid(id) ? await repo.findEndpoint(deps.db, appId, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'No webhook endpoint with this id');
  return row;
}

export async function listEndpoints(deps: Deps, appId: AuthorizedAppId): Promise<WebhookEndpoint[]> {
  return (await repo.listEndpoints(deps.db, appId)).map(toEndpoint);
}

export async function createEndpoint(
  deps: Deps,
  appId: AuthorizedAppId,
  body: WebhookEndpointBody,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  checkUrl(deps, body.url);
  // Messages are queued inside other features' transactions, where a queue cannot be created.
  await deps.jobs.prepare([webhookDeliverJob(deps)]);
  const secret = newSigningSecret();
  const now = deps.now();
  const row = await repo.insertEndpoint(deps.db, {
    appId,
    url: body.url,
    description: body.description,
    triggers: body.triggers,
    active: body.active,
    secretSealed: sealSecret(deps.config.secretsKey, secret),
    createdAt: now,
    updatedAt: now,
  });
  return { endpoint: toEndpoint(row), secret };
}

export async function updateEndpoint(
  deps: Deps,
  appId: AuthorizedAppId,
  id: string,
  patch: WebhookEndpointPatch,
): Promise<WebhookEndpoint> {
  await endpointOr404(deps, appId, id);
  if (patch.url !== undefined) checkUrl(deps, patch.url);
  const row = await repo.updateEndpoint(deps.db, appId, id, {
    ...(patch.url !== undefined ? { url: patch.url } : {}),
    ...(patch.description !== undefined ? { description: patch.description } : {}),
    ...(patch.triggers !== undefined ? { triggers: patch.triggers } : {}),
    // Turning an endpoint on again forgets why it was turned off and its failing streak.
    ...(patch.active !== undefined ? { active: patch.active } : {}),
    ...(patch.active === true ? { disabledReason: null, failingSince: null } : {}),
    updatedAt: deps.now(),
  });
  if (!row) throw new AppError('NOT_FOUND', 'No webhook endpoint with this id');
  return toEndpoint(row);
}

export async function deleteEndpoint(deps: Deps, appId: AuthorizedAppId, id: string): Promise<void> {
  if (!isUuid(id) || !(await repo.deleteEndpoint(deps.db, appId, id)))
    throw new AppError('NOT_FOUND', 'No webhook endpoint with this id');
}

/** A new signing secret, answered this once; messages are signed with it from now on. */
export async function rotateSecret(
  deps: Deps,
  appId: AuthorizedAppId,
  id: string,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  await endpointOr404(deps, appId, id);
  const secret = newSigningSecret();
  const row = await repo.updateEndpoint(deps.db, appId, id, {
    secretSealed: sealSecret(deps.config.secretsKey, secret),
    updatedAt: deps.now(),
  });
  if (!row) throw new AppError('NOT_FOUND', 'No webhook endpoint with this id');
  return { endpoint: toEndpoint(row), secret };
}

/** Sends a `webhook.test` message now, once, and answers how the endpoint took it. */
export async function sendTest(deps: Deps, appId: AuthorizedAppId, id: string): Promise<WebhookDelivery> {
  const endpoint = await endpointOr404(deps, appId, id);
  const [deliveryId] = await queueMessages(deps, deps.db, {
    appId,
    type: WEBHOOK_TEST_TYPE,
    data: {},
    endpointIds: [endpoint.id],
    now: deps.now(),
    retries: false,
  });
  if (!deliveryId) throw new Error('test message was not queued');
  await attemptDelivery(deps, deliveryId);
  const row = await repo.findDelivery(deps.db, appId, deliveryId);
  if (!row) throw new Error('test message vanished');
  return toDelivery(row);
}

export async function listDeliveries(
  deps: Deps,
  appId: AuthorizedAppId,
  endpointId: string,
): Promise<WebhookDelivery[]> {
  await endpointOr404(deps, appId, endpointId);
  return (await repo.listDeliveries(deps.db, appId, endpointId, DELIVERY_LOG_SIZE)).map(toDelivery);
}

/** Sends a message again, with the same id and body, from its first attempt. */
export async function redeliver(
  deps: Deps,
  appId: AuthorizedAppId,
  deliveryId: string,
): Promise<WebhookDelivery> {
  const row = await repo.findDelivery(deps.db, appId, deliveryId);
  if (!row) throw new AppError('NOT_FOUND', 'No webhook message with this id');
  if (row.status === 'PENDING') throw new AppError('CONFLICT', 'This message is still being delivered');
  const endpoint = await endpointOr404(deps, appId, row.endpointId);
  if (!endpoint.active) throw new AppError('CONFLICT', 'Turn the endpoint on before redelivering to it');
  await repo.requeueDelivery(deps.db, row.id, deps.now());
  await deps.jobs.send(webhookDeliverJob(deps), { deliveryId: row.id });
  const updated = await repo.findDelivery(deps.db, appId, deliveryId);
  if (!updated) throw new AppError('NOT_FOUND', 'No webhook message with this id');
  return toDelivery(updated);
}
