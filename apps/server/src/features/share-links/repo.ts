import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { Db, DbOrTx } from '@kairos/db/client';
import { meetings, shareLinks, workspaces } from '@kairos/db/schema';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type NewShareLink = Omit<typeof shareLinks.$inferInsert, 'appId' | 'id' | 'used' | 'revokedAt'>;

export async function insertShareLink(
  db: Db,
  appId: AuthorizedAppId,
  values: NewShareLink,
): Promise<ShareLinkRow> {
  const [row] = await db
    .insert(shareLinks)
    .values({ ...values, appId })
    .returning();
  if (!row) throw new Error('insert share link returned no row');
  return row;
}

/** A workspace's links, newest first; those of one event when `eventId` is given. */
export async function listShareLinks(
  db: Db,
  appId: AuthorizedAppId,
  eventId: string | undefined,
): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.appId, appId), eventId ? eq(shareLinks.eventId, eventId) : undefined))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
}

/** A link by its public id, whatever its state (the caller decides what a visitor may see). */
export async function findShareLink(db: DbOrTx, link: string): Promise<ShareLinkRow | undefined> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.link, link)).limit(1);
  return row;
}

export async function findShareLinkById(db: DbOrTx, id: string): Promise<ShareLinkRow | undefined> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.id, id)).limit(1);
  return row;
}

/**
 * Uses the link once, if it may still be used at `now`: one conditional update, so concurrent
 * bookings queue on the row and each re-reads `used` before raising it. No row back means the
 * link is revoked, expired or used up (or gone).
 */
export async function useShareLink(tx: DbOrTx, id: string, now: Date): Promise<ShareLinkRow | undefined> {
  const [row] = await tx
    .update(shareLinks)
    .set({ used: sql`${shareLinks.used} + 1` })
    .where(
      and(
        eq(shareLinks.id, id),
        isNull(shareLinks.revokedAt),
        or(isNull(shareLinks.expireAt), gt(shareLinks.expireAt, now)),
        or(eq(shareLinks.limit, 0), sql`${shareLinks.used} < ${shareLinks.limit}`),
      ),
    )
    .returning();
  return row;
}

/** Records the link a meeting was booked through; a GROUP session keeps the first link that filled it. */
export async function setMeetingShareLink(tx: DbOrTx, meetingId: string, shareLinkId: string): Promise<void> {
  await tx
    .update(meetings)
    .set({ shareLinkId })
    .where(and(eq(meetings.id, meetingId), isNull(meetings.shareLinkId)));
}

/** Revokes a link of the workspace (keeping the first revocation time); undefined when there is none. */
export async function revokeShareLink(
  db: Db,
  appId: AuthorizedAppId,
  link: string,
  now: Date,
): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(shareLinks.appId, appId), eq(shareLinks.link, link)))
    .returning();
  return row;
}

export async function findAccessLink(db: Db, appId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ accessLink: workspaces.accessLink })
    .from(workspaces)
    .where(eq(workspaces.id, appId))
    .limit(1);
  return row?.accessLink;
}
