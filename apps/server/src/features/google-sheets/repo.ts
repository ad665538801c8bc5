import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { DbOrTx } from '@kairos/db/client';
import { prepared } from '@kairos/db/prepared';
import { attendees, googleSheetsConnections, googleSheetsRows, oauthGrants } from '@kairos/db/schema';
import { and, eq, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';

export type ConnectionRow = typeof googleSheetsConnections.$inferSelect;
export type RowRow = typeof googleSheetsRows.$inferSelect;

export async function findConnection(db: DbOrTx, appId: string): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(googleSheetsConnections)
    .where(eq(googleSheetsConnections.appId, appId));
  return row;
}

/**
 * Whether the workspace writes to a spreadsheet (one primary-key look-up). Read before a booking's
 * transaction and again inside each change's, so it is a prepared statement.
 */
export async function isConnected(db: DbOrTx, appId: string): Promise<boolean> {
  const rows = await prepared(db, 'google_sheets_connected', (d) =>
    d
      .select({ appId: googleSheetsConnections.appId })
      .from(googleSheetsConnections)
      .where(
        and(
          eq(googleSheetsConnections.appId, sql.placeholder('appId')),
          eq(googleSheetsConnections.enabled, true),
        ),
      ),
  ).execute({ appId });
  return rows.length > 0;
}

export async function upsertConnection(
  db: DbOrTx,
  appId: AuthorizedAppId,
  values: Omit<ConnectionRow, 'appId' | 'createdAt' | 'updatedAt' | 'lastError'>,
  now: Date,
): Promise<ConnectionRow> {
  const [row] = await db
    .insert(googleSheetsConnections)
    .values({ appId, ...values, lastError: null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: googleSheetsConnections.appId,
      set: { ...values, lastError: null, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('Google Sheets connection upsert returned no row');
  return row;
}

export async function deleteConnection(
  db: DbOrTx,
  appId: AuthorizedAppId,
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .delete(googleSheetsConnections)
    .where(eq(googleSheetsConnections.appId, appId))
    .returning();
  return row;
}

export async function setLastError(db: DbOrTx, appId: string, error: string | null): Promise<void> {
  await db
    .update(googleSheetsConnections)
    .set({ lastError: error })
    .where(eq(googleSheetsConnections.appId, appId));
}

export async function findRow(db: DbOrTx, appId: string, subject: string): Promise<RowRow | undefined> {
  const [row] = await db
    .select()
    .from(googleSheetsRows)
    .where(and(eq(googleSheetsRows.appId, appId), eq(googleSheetsRows.subject, subject)));
  return row;
}

/**
 * Claims the right to append a subject's row in this spreadsheet and sheet: true when no row is
 * recorded there, or when an earlier claim was never completed and is older than `staleBefore`
 * (its process died between the append and recording it).
 */
export async function claimRow(
  db: DbOrTx,
  p: { appId: string; subject: string; spreadsheetId: string; sheet: string; now: Date; staleBefore: Date },
): Promise<boolean> {
  const rows = await db
    .insert(googleSheetsRows)
    .values({
      appId: p.appId,
      subject: p.subject,
      spreadsheetId: p.spreadsheetId,
      sheet: p.sheet,
      row: null,
      claimedAt: p.now,
    })
    .onConflictDoUpdate({
      target: [googleSheetsRows.appId, googleSheetsRows.subject],
      set: { spreadsheetId: p.spreadsheetId, sheet: p.sheet, row: null, claimedAt: p.now },
      where: or(
        sql`${googleSheetsRows.spreadsheetId} <> ${p.spreadsheetId} or ${googleSheetsRows.sheet} <> ${p.sheet}`,
        and(isNull(googleSheetsRows.row), lt(googleSheetsRows.claimedAt, p.staleBefore)),
      ),
    })
    .returning({ subject: googleSheetsRows.subject });
  return rows.length > 0;
}

export async function recordRow(db: DbOrTx, appId: string, subject: string, row: number): Promise<void> {
  await db
    .update(googleSheetsRows)
    .set({ row })
    .where(and(eq(googleSheetsRows.appId, appId), eq(googleSheetsRows.subject, subject)));
}

export async function releaseRow(db: DbOrTx, appId: string, subject: string): Promise<void> {
  await db
    .delete(googleSheetsRows)
    .where(
      and(
        eq(googleSheetsRows.appId, appId),
        eq(googleSheetsRows.subject, subject),
        isNull(googleSheetsRows.row),
      ),
    );
}

/** The attendees of a meeting, for a change to the whole meeting (a no-show, a host's reschedule). */
export async function findAttendeeIds(db: DbOrTx, meetingId: string): Promise<string[]> {
  const rows = await db
    .select({ id: attendees.id })
    .from(attendees)
    .where(eq(attendees.meetingId, meetingId));
  return rows.map((r) => r.id);
}

/**
 * Drops the host's earlier sign-ins for this app that no spreadsheet uses, keeping `keep`. Only
 * the copies here: the new sign-in holds the same consent at Google, so nothing is revoked.
 */
export async function deleteUnusedGrants(
  db: DbOrTx,
  agentId: string,
  use: string,
  keep: string,
): Promise<void> {
  await db
    .delete(oauthGrants)
    .where(
      and(
        eq(oauthGrants.agentId, agentId),
        eq(oauthGrants.use, use),
        ne(oauthGrants.id, keep),
        notInArray(
          oauthGrants.id,
          db.select({ id: googleSheetsConnections.grantId }).from(googleSheetsConnections),
        ),
      ),
    );
}
