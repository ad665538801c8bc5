import type { DbOrTx } from '@kairos/db/client';
import { contacts } from '@kairos/db/schema';
import { and, eq, sql } from 'drizzle-orm';

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
