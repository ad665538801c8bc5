import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { DbOrTx } from '@kairos/db/client';
import { contacts } from '@kairos/db/schema';
import { and, eq, inArray, sql } from 'drizzle-orm';

export type ContactRow = typeof contacts.$inferSelect;

export async function findContactByEmail(
  db: DbOrTx,
  appId: string,
  emailId: string,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.appId, appId), sql`lower(${contacts.emailId}) = ${emailId.toLowerCase()}`))
    .limit(1);
  return row;
}

/** Adds the person to the workspace's contacts, or refreshes their name and zone. */
export async function upsertContact(
  db: DbOrTx,
  values: { appId: string; emailId: string; name: string; timezone: string },
  now: Date,
): Promise<ContactRow> {
  const [row] = await db
    .insert(contacts)
    .values({ ...values, emailId: values.emailId.toLowerCase() })
    .onConflictDoUpdate({
      target: [contacts.appId, contacts.emailId],
      set: { name: values.name, timezone: values.timezone, updatedAt: now },
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
