import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { Db, DbOrTx } from '@kairos/db/client';
import { attendees, meetings, uploads } from '@kairos/db/schema';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = Omit<
  typeof uploads.$inferInsert,
  'id' | 'status' | 'uploadedAt' | 'deletedAt' | 'size'
>;

export async function insertUpload(db: Db, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (!row) throw new Error('insert upload returned no row');
  return row;
}

export async function findUpload(db: DbOrTx, key: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row;
}

/** Marks a granted upload as stored, once: a second upload to the same grant finds nothing to mark. */
export async function markUploaded(
  db: Db,
  key: string,
  size: number,
  now: Date,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .update(uploads)
    .set({ status: 'UPLOADED', size, uploadedAt: now })
    .where(and(eq(uploads.key, key), eq(uploads.status, 'PENDING')))
    .returning();
  return row;
}

/** A file of the workspace that is not deleted. */
export async function findLiveUpload(
  db: DbOrTx,
  appId: AuthorizedAppId,
  key: string,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.appId, appId), eq(uploads.key, key), isNull(uploads.deletedAt)))
    .limit(1);
  return row;
}

/** The workspace's meetings an attendee's answer attached the file `key` to, with who may change them. */
export async function findMeetingsAttaching(
  db: DbOrTx,
  appId: AuthorizedAppId,
  key: string,
): Promise<Array<{ organizerId: string; agentIds: string[] }>> {
  return db
    .selectDistinct({ id: meetings.id, organizerId: meetings.organizerId, agentIds: meetings.agentIds })
    .from(attendees)
    .innerJoin(meetings, eq(meetings.id, attendees.meetingId))
    .where(
      and(
        eq(attendees.appId, appId),
        eq(meetings.appId, appId),
        sql`${attendees.answers} @> ${JSON.stringify([{ attachments: [{ key }] }])}::jsonb`,
      ),
    );
}

export async function markDeleted(
  db: Db,
  appId: AuthorizedAppId,
  key: string,
  now: Date,
): Promise<UploadRow | undefined> {
  const [row] = await db
    .update(uploads)
    .set({ status: 'DELETED', deletedAt: now })
    .where(and(eq(uploads.appId, appId), eq(uploads.key, key), isNull(uploads.deletedAt)))
    .returning();
  return row;
}

/**
 * Files of a workspace among `keys` that may be used: stored and checked by the local store, or,
 * in the S3 bucket `s3Bucket` (whose uploads go straight to the storage), granted and not deleted.
 */
export async function findStoredUploads(
  db: DbOrTx,
  appId: string,
  keys: readonly string[],
  s3Bucket?: string,
): Promise<UploadRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.appId, appId),
        inArray(uploads.key, [...keys]),
        isNull(uploads.deletedAt),
        s3Bucket
          ? or(
              eq(uploads.status, 'UPLOADED'),
              and(eq(uploads.bucket, s3Bucket), eq(uploads.status, 'PENDING')),
            )
          : eq(uploads.status, 'UPLOADED'),
      ),
    );
}
