import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { DbOrTx, Tx } from '@kairos/db/client';
import { prepared } from '@kairos/db/prepared';
import { attendees, contacts, meetings, notificationLog } from '@kairos/db/schema';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';

export type ContactRow = typeof contacts.$inferSelect;

export async function findContactByEmail(
  db: DbOrTx,
  appId: string,
  emailId: string,
): Promise<ContactRow | undefined> {
  const [row] = await prepared(db, 'contact_by_email', (d) =>
    d
      .select()
      .from(contacts)
      // Addresses are stored lower-cased, so the workspace's unique key finds the row (a
      // `lower(email_id)` here would read every contact of the workspace).
      .where(
        and(eq(contacts.appId, sql.placeholder('appId')), eq(contacts.emailId, sql.placeholder('emailId'))),
      )
      .limit(1),
  ).execute({ appId, emailId: emailId.toLowerCase() });
  return row;
}

/** Adds the person to the workspace's contacts, or refreshes their name, zone and (if given) phone. */
export async function upsertContact(
  db: DbOrTx,
  values: {
    appId: string;
    emailId: string;
    name: string;
    timezone: string;
    phoneNumber?: string | undefined;
  },
  now: Date,
): Promise<ContactRow> {
  const { phoneNumber, ...rest } = values;
  const [row] = await db
    .insert(contacts)
    .values({ ...rest, emailId: values.emailId.toLowerCase(), ...(phoneNumber ? { phoneNumber } : {}) })
    .onConflictDoUpdate({
      target: [contacts.appId, contacts.emailId],
      set: {
        name: values.name,
        timezone: values.timezone,
        ...(phoneNumber ? { phoneNumber } : {}),
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('contact upsert returned no row');
  return row;
}

/** Blocks or unblocks contacts of the workspace by id or address; addresses not yet known are added. */
export async function setContactStatus(
  db: DbOrTx,
  appId: AuthorizedAppId,
  change: { ids: string[]; emailIds: string[]; status: ContactRow['status']; blockedMessage: string | null },
  now: Date,
): Promise<ContactRow[]> {
  const values = { status: change.status, blockedMessage: change.blockedMessage, updatedAt: now };
  const byId = change.ids.length
    ? await db
        .update(contacts)
        .set(values)
        .where(and(eq(contacts.appId, appId), inArray(contacts.id, change.ids)))
        .returning()
    : [];
  const byEmail = change.emailIds.length
    ? await db
        .insert(contacts)
        .values(change.emailIds.map((emailId) => ({ appId, emailId, ...values })))
        .onConflictDoUpdate({ target: [contacts.appId, contacts.emailId], set: values })
        .returning()
    : [];
  return [...byId, ...byEmail];
}

// ---- The contact list and its edits ----

export interface ContactListQuery {
  appId: AuthorizedAppId;
  q?: string | undefined;
  ids?: string[] | undefined;
  attendee?: string | undefined;
  tags?: string[] | undefined;
}

export type ContactWithCount = ContactRow & { meetings: number };

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of contacts, newest first, each with how many meetings their address was booked into. */
export async function listContacts(
  db: DbOrTx,
  q: ContactListQuery,
  page: { offset: number; limit: number },
): Promise<ContactWithCount[]> {
  const where: SQL[] = [eq(contacts.appId, q.appId)];
  if (q.q) {
    const pattern = likePattern(q.q);
    where.push(or(ilike(contacts.name, pattern), ilike(contacts.emailId, pattern)) as SQL);
  }
  if (q.ids) where.push(q.ids.length ? inArray(contacts.id, q.ids) : sql`false`);
  if (q.attendee) where.push(eq(contacts.emailId, q.attendee.toLowerCase()));
  if (q.tags?.length) where.push(sql`jsonb_exists_any(${contacts.tags}, ${toTextArray(q.tags)})`);
  const rows = await db
    .select({
      contact: contacts,
      // Spelled out: drizzle leaves columns in a one-table select list unqualified.
      meetings: sql<number>`(select count(distinct a.meeting_id)::int from ${attendees} a
        where a.app_id = "contacts"."app_id" and lower(a.email_id) = "contacts"."email_id")`,
    })
    .from(contacts)
    .where(and(...where))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((r) => ({ ...r.contact, meetings: Number(r.meetings) }));
}

function toTextArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

export async function findContact(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
): Promise<ContactWithCount | undefined> {
  const [row] = await listContacts(db, { appId, ids: [id] }, { offset: 0, limit: 1 });
  return row;
}

export type ContactValues = Partial<
  Pick<ContactRow, 'emailId' | 'name' | 'timezone' | 'phoneNumber' | 'tags'>
>;

/** Adds a contact; undefined when the address is already a contact of the workspace. */
export async function insertContact(
  db: DbOrTx,
  appId: AuthorizedAppId,
  values: ContactValues & { emailId: string },
  now: Date,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .insert(contacts)
    .values({ ...values, appId, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [contacts.appId, contacts.emailId] })
    .returning();
  return row;
}

export async function updateContact(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
  values: ContactValues,
  now: Date,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contacts)
    .set({ ...values, updatedAt: now })
    .where(and(eq(contacts.appId, appId), eq(contacts.id, id)))
    .returning();
  return row;
}

export async function listTags(db: DbOrTx, appId: AuthorizedAppId): Promise<string[]> {
  const tag = sql<string>`jsonb_array_elements_text(${contacts.tags})`;
  const rows = await db
    .selectDistinct({ tag })
    .from(contacts)
    .where(eq(contacts.appId, appId))
    .orderBy(sql`1`);
  return rows.map((r) => r.tag);
}

/**
 * Deletes the workspace's contacts `ids`. With `deleteToo`, also their attendee records (by
 * contact link or address), then the meetings left without any attendee, their unsent reminders
 * with them; meetings that keep attendees get their seat count recomputed. One transaction.
 */
export async function deleteContacts(
  tx: Tx,
  appId: AuthorizedAppId,
  ids: readonly string[],
  deleteToo: boolean,
): Promise<{ deleted: number; attendeesDeleted: number; meetingsDeleted: number }> {
  const removed = await tx
    .delete(contacts)
    .where(and(eq(contacts.appId, appId), inArray(contacts.id, [...ids])))
    .returning({ id: contacts.id, emailId: contacts.emailId });
  if (!deleteToo || removed.length === 0)
    return { deleted: removed.length, attendeesDeleted: 0, meetingsDeleted: 0 };
  const gone = await tx
    .delete(attendees)
    .where(
      and(
        eq(attendees.appId, appId),
        or(
          inArray(
            attendees.contactId,
            removed.map((c) => c.id),
          ),
          inArray(
            sql`lower(${attendees.emailId})`,
            removed.map((c) => c.emailId.toLowerCase()),
          ),
        ),
      ),
    )
    .returning({ id: attendees.id, meetingId: attendees.meetingId });
  const meetingIds = [...new Set(gone.map((a) => a.meetingId))];
  if (gone.length) {
    await tx.delete(notificationLog).where(
      inArray(
        notificationLog.attendeeId,
        gone.map((a) => a.id),
      ),
    );
  }
  let meetingsDeleted = 0;
  if (meetingIds.length) {
    const empty = await tx
      .delete(meetings)
      .where(
        and(
          eq(meetings.appId, appId),
          inArray(meetings.id, meetingIds),
          sql`not exists (select 1 from ${attendees} a where a.meeting_id = ${meetings.id})`,
        ),
      )
      .returning({ id: meetings.id });
    meetingsDeleted = empty.length;
    if (empty.length) {
      await tx.delete(notificationLog).where(
        inArray(
          notificationLog.meetingId,
          empty.map((m) => m.id),
        ),
      );
    }
    await tx
      .update(meetings)
      .set({
        attendeeCount: sql`(select coalesce(sum(1 + jsonb_array_length(a.guests)), 0)::int from ${attendees} a
          where a.meeting_id = ${meetings.id} and a.status = 'ACTIVE')`,
      })
      .where(inArray(meetings.id, meetingIds));
  }
  return { deleted: removed.length, attendeesDeleted: gone.length, meetingsDeleted };
}

export interface AttendeeUtmRow {
  meetingId: string;
  at: Date;
  meetingTime: Date;
  utms: Record<string, string>;
}

/** The UTM parameters each booking of this address carried, newest first. */
export async function findUtms(
  db: DbOrTx,
  appId: AuthorizedAppId,
  emailId: string,
): Promise<AttendeeUtmRow[]> {
  return db
    .select({
      meetingId: attendees.meetingId,
      at: attendees.createdAt,
      meetingTime: meetings.startAt,
      utms: attendees.utms,
    })
    .from(attendees)
    .innerJoin(meetings, eq(meetings.id, attendees.meetingId))
    .where(
      and(
        eq(attendees.appId, appId),
        sql`lower(${attendees.emailId}) = ${emailId.toLowerCase()}`,
        sql`${attendees.utms} <> '{}'::jsonb`,
      ),
    )
    .orderBy(desc(attendees.createdAt));
}
