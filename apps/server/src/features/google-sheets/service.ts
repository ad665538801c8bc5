import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import {
  BOOKING_COLUMNS,
  type BookingColumn,
  bookingHeader,
  bookingRow,
  type GoogleSheetsConnection,
  type GoogleSheetsConnectionBody,
  type GoogleSheetsState,
  RESPONSE_COLUMNS,
  responseRow,
} from '@kairos/core/apps/google-sheets-schema';
import { AppError } from '@kairos/core/errors';
import { WEBHOOK_TRIGGERS, type WebhookTrigger } from '@kairos/core/webhooks/webhook-schema';
import type { DbOrTx, Tx } from '@kairos/db/client';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import type { RemoteFailure } from '../../http/remote-result.ts';
import { deferOrThrow } from '../../jobs/defer.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { transactionExecutor } from '../../jobs/repo.ts';
import { findAgentTimezone } from '../meetings/repo.ts';
import { OAuthGrantRefusedError, OAuthUnavailableError } from '../oauth/protocol.ts';
import {
  deleteGrant,
  findGrant,
  findGrants,
  isConfigured,
  type OAuthUse,
  oauthFetch,
} from '../oauth/service.ts';
import { loadWebhookData, type WebhookSubject } from '../webhooks/subject-data.ts';
import { appendRow, rowOf, type SheetsAccount, type SheetsResult, updateRow } from './client.ts';
import * as repo from './repo.ts';

export const DEFAULT_GOOGLE_SHEETS_API_URL = 'https://sheets.googleapis.com/v4';

/** Reading and writing the host's spreadsheets; nothing else in their Google account. */
export const GOOGLE_SHEETS_USE: OAuthUse = {
  id: 'google-sheets',
  provider: 'google',
  scopes: ['https://www.googleapis.com/auth/spreadsheets'],
  // The grant waits for the host to choose the spreadsheet (PUT /apps/google-sheets); earlier
  // sign-ins that never got one are dropped.
  connected: (deps, { agentId, grantId }) =>
    repo.deleteUnusedGrants(deps.db, agentId, 'google-sheets', grantId),
};

/** An append whose process died before recording its row is taken over after this long. */
const STALE_CLAIM_MS = 10 * 60_000;

function toConnection(row: repo.ConnectionRow, needsSignIn: boolean): GoogleSheetsConnection {
  const known = new Set<string>(BOOKING_COLUMNS.map((c) => c.key));
  return {
    spreadsheetId: row.spreadsheetId,
    bookingsSheet: row.bookingsSheet,
    responsesSheet: row.responsesSheet,
    columns: row.columns.filter((c): c is BookingColumn => known.has(c)),
    timezone: row.timezone,
    enabled: row.enabled,
    needsSignIn,
    lastError: row.lastError,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function accountOf(deps: Deps, grantId: string): SheetsAccount {
  return {
    baseUrl: deps.config.googleSheetsApiUrl ?? DEFAULT_GOOGLE_SHEETS_API_URL,
    send: (url, init) => oauthFetch(deps, grantId, url, init),
  };
}

/** The caller's newest Google sign-in for this app that Google has not refused. */
async function usableGrantOf(deps: Deps, agentId: string): Promise<string | undefined> {
  return (await findGrants(deps, agentId, GOOGLE_SHEETS_USE.id)).find((g) => !g.brokenAt)?.id;
}

export async function getState(deps: Deps, auth: AuthContext): Promise<GoogleSheetsState> {
  const row = await repo.findConnection(deps.db, auth.appId);
  const grant = row ? await findGrant(deps, row.grantId) : undefined;
  return {
    connection: row ? toConnection(row, !grant || grant.brokenAt !== null) : null,
    authorized: (await usableGrantOf(deps, auth.agentId)) !== undefined,
    available: isConfigured(deps, 'google'),
  };
}

/** A write Google refused while saving, as the form's error on the field it concerns. */
function refusal(failure: RemoteFailure, sheetField: string): AppError {
  if (failure.retryable)
    return new AppError(
      'SPREADSHEET_UNREACHABLE',
      `Google Sheets did not answer (${failure.detail}); please try again`,
    );
  const [path, message] =
    failure.status === 404
      ? ['spreadsheetId', 'Google cannot find this spreadsheet; check the address']
      : failure.status === 403
        ? ['spreadsheetId', 'The Google account you signed in with may not edit this spreadsheet']
        : failure.status === 400
          ? [sheetField, `The spreadsheet has no sheet of this name (${failure.detail})`]
          : ['spreadsheetId', failure.detail];
  return new AppError('SPREADSHEET_UNREACHABLE', message, { issues: [{ path, message }] });
}

/**
 * Connects or changes the spreadsheet with the caller's Google sign-in (or the one it already
 * writes with), writing the header row of each sheet: a spreadsheet Google refuses is a 422
 * with the field it concerns, and nothing is saved.
 */
export async function saveConnection(
  deps: Deps,
  auth: AuthContext,
  body: GoogleSheetsConnectionBody,
): Promise<GoogleSheetsConnection> {
  const existing = await repo.findConnection(deps.db, auth.appId);
  const grantId = (await usableGrantOf(deps, auth.agentId)) ?? existing?.grantId;
  if (!grantId)
    throw new AppError('VALIDATION_ERROR', 'Sign in with Google first', {
      issues: [{ path: 'account', message: 'Sign in with Google first' }],
    });
  const account = accountOf(deps, grantId);
  const headers: Array<[string, string[], string]> = [
    [body.bookingsSheet, bookingHeader(body.columns), 'bookingsSheet'],
  ];
  if (body.responsesSheet) headers.push([body.responsesSheet, [...RESPONSE_COLUMNS], 'responsesSheet']);
  for (const [sheet, row, field] of headers) {
    let written: SheetsResult<unknown>;
    try {
      written = await updateRow(account, { spreadsheetId: body.spreadsheetId, sheet, rowNumber: 1, row });
    } catch (error) {
      if (error instanceof OAuthGrantRefusedError || error instanceof OAuthUnavailableError)
        throw new AppError('SPREADSHEET_UNREACHABLE', error.message);
      throw error;
    }
    if (!written.ok) throw refusal(written, field);
  }
  // Rows are queued inside the booking's transaction, where a queue cannot be created.
  await deps.jobs.prepare([googleSheetsSyncJob(deps)]);
  const row = await repo.upsertConnection(
    deps.db,
    auth.appId,
    {
      grantId,
      spreadsheetId: body.spreadsheetId,
      bookingsSheet: body.bookingsSheet,
      responsesSheet: body.responsesSheet,
      columns: body.columns,
      timezone: (await findAgentTimezone(deps.db, auth.agentId)) ?? 'UTC',
      enabled: body.enabled,
    },
    deps.now(),
  );
  return toConnection(row, false);
}

/** Disconnects: forgets the spreadsheet and the Google sign-in it wrote with (revoked unless the host keeps another). */
export async function removeConnection(deps: Deps, appId: AuthorizedAppId): Promise<void> {
  const removed = await repo.deleteConnection(deps.db, appId);
  if (!removed) throw new AppError('NOT_FOUND', 'Google Sheets is not connected');
  await deleteGrant(deps, removed.grantId);
}

/** Every booking change rewrites the booking's rows. */
const BOOKING_TRIGGERS = new Set<WebhookTrigger>(WEBHOOK_TRIGGERS.filter((t) => t.startsWith('booking.')));

/** Whether the spreadsheet takes changes of this kind: every booking change and every form response. */
export function takesTrigger(trigger: WebhookTrigger): boolean {
  return BOOKING_TRIGGERS.has(trigger) || trigger === 'routing_form.submitted';
}

const SyncPayload = z.object({
  appId: z.string(),
  meetingId: z.string().optional(),
  attendeeId: z.string().optional(),
  responseId: z.string().optional(),
  deferrals: z.number().int().min(0).optional(),
});
type SyncPayloadType = z.infer<typeof SyncPayload>;

/**
 * Queues the row of a booking change or a form response, inside the change's transaction.
 * Without a connection it costs one primary-key look-up.
 */
export async function queueSheetsSync(
  deps: Deps,
  tx: DbOrTx,
  appId: string,
  trigger: WebhookTrigger,
  subject: WebhookSubject,
): Promise<void> {
  const isBooking = BOOKING_TRIGGERS.has(trigger) && 'meetingId' in subject;
  const isResponse = trigger === 'routing_form.submitted' && 'responseId' in subject;
  if (!isBooking && !isResponse) return;
  if (!(await repo.isConnected(tx, appId))) return;
  const payload: SyncPayloadType =
    'meetingId' in subject
      ? {
          appId,
          meetingId: subject.meetingId,
          ...(subject.attendeeId ? { attendeeId: subject.attendeeId } : {}),
        }
      : { appId, responseId: (subject as { responseId: string }).responseId };
  await deps.jobs.sendWithin(transactionExecutor(tx as Tx), googleSheetsSyncJob(deps), payload);
}

export class SheetsUnavailableError extends Error {}

/**
 * Writes a booking's rows (one per attendee) or a response's row as they are now: appended the
 * first time, updated in place afterwards. 429 and 5xx come back later (Retry-After honoured);
 * a refusal is kept on the connection for the host to see.
 */
export function googleSheetsSyncJob(deps: Deps): JobDefinition<typeof SyncPayload> {
  return {
    name: 'google-sheets-sync',
    payload: SyncPayload,
    retryLimit: 8,
    handle: (payload) => syncSubject(deps, payload),
  };
}

export async function syncSubject(deps: Deps, payload: SyncPayloadType): Promise<void> {
  const connection = await repo.findConnection(deps.db, payload.appId);
  if (!connection?.enabled) return;
  const rows: Array<{ subject: string; sheet: string; row: string[] }> = [];
  if (payload.meetingId) {
    const attendeeIds = payload.attendeeId
      ? [payload.attendeeId]
      : await repo.findAttendeeIds(deps.db, payload.meetingId);
    const columns = connection.columns as BookingColumn[];
    for (const attendeeId of attendeeIds) {
      const data = await loadWebhookData(deps.db, { meetingId: payload.meetingId, attendeeId });
      if (data?.booking)
        rows.push({
          subject: `booking:${attendeeId}`,
          sheet: connection.bookingsSheet,
          row: bookingRow(data.booking, columns, connection.timezone),
        });
    }
  } else if (payload.responseId && connection.responsesSheet) {
    const data = await loadWebhookData(deps.db, { responseId: payload.responseId });
    if (data?.routingFormResponse)
      rows.push({
        subject: `response:${payload.responseId}`,
        sheet: connection.responsesSheet,
        row: responseRow(data.routingFormResponse, connection.timezone),
      });
  }
  const account = accountOf(deps, connection.grantId);
  for (const row of rows) {
    let failure: RemoteFailure | undefined;
    try {
      failure = await writeRow(deps, account, connection, row);
    } catch (error) {
      if (error instanceof OAuthGrantRefusedError) {
        await repo.setLastError(deps.db, connection.appId, error.message);
        return;
      }
      throw error;
    }
    if (failure?.retryable)
      return deferOrThrow(
        deps,
        googleSheetsSyncJob(deps),
        payload,
        failure.retryAfter,
        new SheetsUnavailableError(failure.detail),
      );
    if (failure) {
      await repo.setLastError(deps.db, connection.appId, failure.detail);
      return;
    }
  }
  if (rows.length > 0 && connection.lastError) await repo.setLastError(deps.db, connection.appId, null);
}

/** Updates the subject's recorded row, or appends one and records where it went. */
async function writeRow(
  deps: Deps,
  account: SheetsAccount,
  connection: repo.ConnectionRow,
  p: { subject: string; sheet: string; row: string[] },
): Promise<RemoteFailure | undefined> {
  const { appId, spreadsheetId } = connection;
  const known = await repo.findRow(deps.db, appId, p.subject);
  if (known?.row && known.spreadsheetId === spreadsheetId && known.sheet === p.sheet) {
    const updated = await updateRow(account, {
      spreadsheetId,
      sheet: p.sheet,
      rowNumber: known.row,
      row: p.row,
    });
    return updated.ok ? undefined : updated;
  }
  const now = deps.now();
  const claimed = await repo.claimRow(deps.db, {
    appId,
    subject: p.subject,
    spreadsheetId,
    sheet: p.sheet,
    now,
    staleBefore: new Date(now.getTime() - STALE_CLAIM_MS),
  });
  // Another job is appending this row right now: come back when it has recorded where.
  if (!claimed) throw new SheetsUnavailableError('The row is being appended by another job');
  const appended = await appendRow(account, { spreadsheetId, sheet: p.sheet, row: p.row }).catch(
    async (error: unknown) => {
      await repo.releaseRow(deps.db, appId, p.subject);
      throw error;
    },
  );
  if (!appended.ok) {
    await repo.releaseRow(deps.db, appId, p.subject);
    return appended;
  }
  const rowNumber = rowOf(appended.value.updates.updatedRange);
  if (rowNumber !== null) await repo.recordRow(deps.db, appId, p.subject, rowNumber);
  return undefined;
}
