import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { DbOrTx } from '@kairos/db/client';
import { prepared } from '@kairos/db/prepared';
import { attendees, events, mailchimpConnections, mailchimpSyncs, meetings } from '@kairos/db/schema';
import { and, eq, sql } from 'drizzle-orm';

export type ConnectionRow = typeof mailchimpConnections.$inferSelect;
export type SyncRow = typeof mailchimpSyncs.$inferSelect;

export async function findConnection(db: DbOrTx, appId: string): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(mailchimpConnections).where(eq(mailchimpConnections.appId, appId));
  return row;
}

/**
 * Whether the workspace sends attendees to Mailchimp (one primary-key look-up). Read before a
 * booking's transaction and again inside each change's, so it is a prepared statement.
 */
export async function isConnected(db: DbOrTx, appId: string): Promise<boolean> {
  const rows = await prepared(db, 'mailchimp_connected', (d) =>
    d
      .select({ appId: mailchimpConnections.appId })
      .from(mailchimpConnections)
      .where(
        and(eq(mailchimpConnections.appId, sql.placeholder('appId')), eq(mailchimpConnections.enabled, true)),
      ),
  ).execute({ appId });
  return rows.length > 0;
}

export async function upsertConnection(
  db: DbOrTx,
  appId: AuthorizedAppId,
  values: Omit<ConnectionRow, 'appId' | 'createdAt' | 'updatedAt'>,
  now: Date,
): Promise<ConnectionRow> {
  const [row] = await db
    .insert(mailchimpConnections)
    .values({ appId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: mailchimpConnections.appId,
      set: { ...values, updatedAt: now, createdAt: sql`${mailchimpConnections.createdAt}` },
    })
    .returning();
  if (!row) throw new Error('Mailchimp connection upsert returned no row');
  return row;
}

export async function deleteConnection(db: DbOrTx, appId: AuthorizedAppId): Promise<boolean> {
  const rows = await db
    .delete(mailchimpConnections)
    .where(eq(mailchimpConnections.appId, appId))
    .returning({ appId: mailchimpConnections.appId });
  return rows.length > 0;
}

export async function findAttendee(db: DbOrTx, attendeeId: string) {
  const [row] = await db.select().from(attendees).where(eq(attendees.id, attendeeId));
  return row;
}

export async function findSync(db: DbOrTx, attendeeId: string): Promise<SyncRow | undefined> {
  const [row] = await db.select().from(mailchimpSyncs).where(eq(mailchimpSyncs.attendeeId, attendeeId));
  return row;
}

export async function recordSync(
  db: DbOrTx,
  values: Pick<SyncRow, 'attendeeId' | 'appId' | 'outcome' | 'detail'>,
  now: Date,
): Promise<void> {
  await db
    .insert(mailchimpSyncs)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({
      target: mailchimpSyncs.attendeeId,
      set: { outcome: values.outcome, detail: values.detail },
    });
}

/** The booking questions of a meeting's event (to find the consent question's id). */
export async function findMeetingQuestions(db: DbOrTx, meetingId: string) {
  const [row] = await db
    .select({ questions: events.questions })
    .from(meetings)
    .innerJoin(events, eq(events.id, meetings.eventId))
    .where(eq(meetings.id, meetingId));
  return row?.questions ?? [];
}
