import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import {
  hasConsent,
  type MailchimpConnection,
  type MailchimpConnectionBody,
} from '@kairos/core/apps/mailchimp-schema';
import { AppError } from '@kairos/core/errors';
import type { DbOrTx, Tx } from '@kairos/db/client';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { RemoteFailure } from '../../http/remote-result.ts';
import { deferOrThrow } from '../../jobs/defer.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { transactionExecutor } from '../../jobs/repo.ts';
import { openSecret, sealSecret } from '../secrets/service.ts';
import { addTags, getAudience, type MailchimpAccount, upsertMember } from './client.ts';
import * as repo from './repo.ts';

export const DEFAULT_MAILCHIMP_API_URL = 'https://{dc}.api.mailchimp.com/3.0';

function toConnection(row: repo.ConnectionRow): MailchimpConnection {
  return {
    audienceId: row.audienceId,
    tags: row.tags,
    consentQuestion: row.consentQuestion,
    doubleOptIn: row.doubleOptIn,
    enabled: row.enabled,
    hasApiKey: row.apiKeySealed.length > 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getConnection(deps: Deps, appId: AuthorizedAppId): Promise<MailchimpConnection | null> {
  const row = await repo.findConnection(deps.db, appId);
  return row ? toConnection(row) : null;
}

export async function saveConnection(
  deps: Deps,
  appId: AuthorizedAppId,
  body: MailchimpConnectionBody,
): Promise<MailchimpConnection> {
  const existing = await repo.findConnection(deps.db, appId);
  const apiKeySealed = body.apiKey ? sealSecret(deps.config.secretsKey, body.apiKey) : existing?.apiKeySealed;
  if (!apiKeySealed) {
    throw new AppError('VALIDATION_ERROR', 'An API key is needed to connect Mailchimp', {
      issues: [{ path: 'apiKey', message: 'Required' }],
    });
  }
  await checkAudience(deps, openSecret(deps.config.secretsKey, apiKeySealed), body.audienceId);
  // Attendees are queued inside the booking's transaction, where a queue cannot be created.
  await deps.jobs.prepare([mailchimpSyncJob(deps)]);
  const row = await repo.upsertConnection(
    deps.db,
    appId,
    {
      apiKeySealed,
      audienceId: body.audienceId,
      tags: body.tags,
      consentQuestion: body.consentQuestion,
      doubleOptIn: body.doubleOptIn,
      enabled: body.enabled,
    },
    deps.now(),
  );
  return toConnection(row);
}

/**
 * Asks Mailchimp for the audience with the key before a connection is saved, so "Connected"
 * means attendees can be added: a refused key, an unknown audience or Mailchimp out of reach is
 * a 422 naming which, and nothing is saved.
 */
async function checkAudience(deps: Deps, apiKey: string, audienceId: string): Promise<void> {
  const found = await getAudience(accountOf(deps, apiKey), audienceId);
  if (found.ok) return;
  const [path, message] =
    found.status === 401 || found.status === 403
      ? ['apiKey', 'Mailchimp refused this API key; copy it again from Account → Extras → API keys']
      : found.status === 404
        ? ['audienceId', 'Mailchimp has no audience with this ID for this API key']
        : ['apiKey', `${found.detail}; try again in a moment`];
  throw new AppError('MAILING_LIST_UNREACHABLE', message, { issues: [{ path, message }] });
}

function accountOf(deps: Deps, apiKey: string): MailchimpAccount {
  return { baseUrl: deps.config.mailchimpApiUrl ?? DEFAULT_MAILCHIMP_API_URL, apiKey };
}

export async function removeConnection(deps: Deps, appId: AuthorizedAppId): Promise<void> {
  if (!(await repo.deleteConnection(deps.db, appId)))
    throw new AppError('NOT_FOUND', 'Mailchimp is not connected');
}

/**
 * Queues the attendee of a new or confirmed booking for the workspace's audience, inside the
 * booking's transaction. Without a connection it costs one primary-key look-up.
 */
export async function queueMailchimpSync(
  deps: Deps,
  tx: DbOrTx,
  appId: string,
  attendeeId: string,
): Promise<void> {
  if (!(await repo.isConnected(tx, appId))) return;
  await deps.jobs.sendWithin(transactionExecutor(tx as Tx), mailchimpSyncJob(deps), { attendeeId });
}

const SyncPayload = z.object({
  attendeeId: z.string(),
  /** How many times Mailchimp's Retry-After has put this sync off already. */
  deferrals: z.number().int().min(0).optional(),
});

export class MailchimpUnavailableError extends Error {}

/**
 * Sends one consenting attendee to Mailchimp. A 429 or 503 that says when to come back
 * (`Retry-After`) queues the same sync for that moment; other 429s and 5xx are thrown, so the
 * queue retries with backoff.
 */
export function mailchimpSyncJob(deps: Deps): JobDefinition<typeof SyncPayload> {
  return {
    name: 'mailchimp-sync',
    payload: SyncPayload,
    retryLimit: 8,
    handle: ({ attendeeId, deferrals }) => syncAttendee(deps, attendeeId, deferrals ?? 0),
  };
}

export async function syncAttendee(deps: Deps, attendeeId: string, deferrals = 0): Promise<void> {
  const attendee = await repo.findAttendee(deps.db, attendeeId);
  if (!attendee) return;
  const done = await repo.findSync(deps.db, attendeeId);
  if (done && done.outcome !== 'REFUSED') return;
  const connection = await repo.findConnection(deps.db, attendee.appId);
  if (!connection?.enabled) return;
  const record = (outcome: repo.SyncRow['outcome'], detail: string | null) =>
    repo.recordSync(deps.db, { attendeeId, appId: attendee.appId, outcome, detail }, deps.now());
  const questions = await repo.findMeetingQuestions(deps.db, attendee.meetingId);
  if (!hasConsent({ questions, answers: attendee.answers, consentQuestion: connection.consentQuestion }))
    return record('NO_CONSENT', null);

  const retryLater = (failure: RemoteFailure) =>
    deferOrThrow(
      deps,
      mailchimpSyncJob(deps),
      { attendeeId, deferrals },
      failure.retryAfter,
      new MailchimpUnavailableError(failure.detail),
    );
  const account = accountOf(deps, openSecret(deps.config.secretsKey, connection.apiKeySealed));
  const [firstName = '', ...rest] = attendee.fullName.trim().split(/\s+/);
  const member = await upsertMember(account, {
    audienceId: connection.audienceId,
    email: attendee.emailId,
    statusIfNew: connection.doubleOptIn ? 'pending' : 'subscribed',
    firstName,
    lastName: rest.join(' '),
  });
  if (!member.ok) {
    if (member.retryable) return retryLater(member);
    // A refused key or a member Mailchimp will not take back (e.g. permanently deleted): retrying cannot help.
    return record('REFUSED', member.detail);
  }
  if (member.value.status === 'unsubscribed' || member.value.status === 'cleaned') {
    return record('UNSUBSCRIBED', `Mailchimp keeps this member ${member.value.status}`);
  }
  if (connection.tags.length > 0) {
    const tagged = await addTags(account, {
      audienceId: connection.audienceId,
      email: attendee.emailId,
      tags: connection.tags,
    });
    if (!tagged.ok) {
      if (tagged.retryable) return retryLater(tagged);
      return record('REFUSED', tagged.detail);
    }
  }
  await record(member.value.status === 'pending' ? 'PENDING' : 'SUBSCRIBED', null);
}
