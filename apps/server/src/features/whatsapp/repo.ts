import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { DbOrTx } from '@kairos/db/client';
import { contacts, whatsappChannels } from '@kairos/db/schema';
import { and, eq, sql } from 'drizzle-orm';

export type ChannelRow = typeof whatsappChannels.$inferSelect;

export async function findChannel(db: DbOrTx, appId: string): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(whatsappChannels).where(eq(whatsappChannels.appId, appId));
  return row;
}

export async function upsertChannel(
  db: DbOrTx,
  appId: AuthorizedAppId,
  values: { phoneNumberId: string; businessAccountId: string | null; accessToken: string; enabled: boolean },
  now: Date,
): Promise<ChannelRow> {
  const [row] = await db
    .insert(whatsappChannels)
    .values({ appId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: whatsappChannels.appId,
      set: { ...values, updatedAt: now, createdAt: sql`${whatsappChannels.createdAt}` },
    })
    .returning();
  if (!row) throw new Error('WhatsApp channel upsert returned no row');
  return row;
}

export async function deleteChannel(db: DbOrTx, appId: AuthorizedAppId): Promise<boolean> {
  const rows = await db
    .delete(whatsappChannels)
    .where(eq(whatsappChannels.appId, appId))
    .returning({ appId: whatsappChannels.appId });
  return rows.length > 0;
}

/** The phone number the workspace's contact record holds for an address, if any. */
export async function findContactPhone(db: DbOrTx, appId: string, emailId: string): Promise<string | null> {
  const [row] = await db
    .select({ phoneNumber: contacts.phoneNumber })
    .from(contacts)
    .where(and(eq(contacts.appId, appId), eq(contacts.emailId, emailId.toLowerCase())));
  return row?.phoneNumber ?? null;
}
