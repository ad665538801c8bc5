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
import { queueMailchimpSync } from '../mailchimp/service.ts';
import { webhookDeliverJob } from './delivery.ts';
import * as repo from './repo.ts';
import { toBookingData, toContactData, toRoutingResponseData } from './snapshots.ts';

/** What a change is about: a booking (and the attendee it concerns), a contact or a form response. */
export type WebhookSubject =
  | { meetingId: string; attendeeId?: string | undefined }
  | { contactId: string }
  | { responseId: string };

/** The `webhook-id` of a new message. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * Reports a change to the workspace's endpoints that take this trigger, and to its connected
 * apps (the mailing list takes new and confirmed bookings). Call it inside the
 * transaction that makes the change: the messages and their delivery jobs are written with it,
 * so a committed change is always reported and a rolled-back one never is. Without a subscribed
 * endpoint or app it costs two indexed look-ups.
 */
export async function emitWebhook(
  deps: Deps,
  tx: DbOrTx,
  appId: string,
  trigger: WebhookTrigger,
  subject: WebhookSubject,
): Promise<void> {
  if (
    (trigger === 'booking.created' || trigger === 'booking.confirmed') &&
    'meetingId' in subject &&
    subject.attendeeId
  )
    await queueMailchimpSync(deps, tx, appId, subject.attendeeId);
  const endpointIds = await repo.findSubscribedEndpointIds(tx, appId, trigger);
  if (endpointIds.length === 0) return;
  const data = await loadData(tx, subject);
  if (!data) return;
  const now = deps.now();
  await queueMessages(deps, tx, { appId, type: trigger, data, endpointIds, now, retries: true });
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

async function loadData(tx: DbOrTx, subject: WebhookSubject): Promise<WebhookData | undefined> {
  if ('meetingId' in subject) {
    const meeting = await repo.findBookingSnapshot(tx, subject.meetingId);
    if (!meeting) return undefined;
    const attendee = subject.attendeeId ? await repo.findAttendee(tx, subject.attendeeId) : undefined;
    return { booking: toBookingData(meeting, attendee) };
  }
  if ('contactId' in subject) {
    const contact = await repo.findContact(tx, subject.contactId);
    return contact ? { contact: toContactData(contact) } : undefined;
  }
  const response = await repo.findRoutingResponse(tx, subject.responseId);
  return response ? { routingFormResponse: toRoutingResponseData(response) } : undefined;
}
