import type { DbOrTx } from '@kairos/db/client';
import {
  agents,
  attendees,
  bookingQueue,
  eventAgents,
  events,
  paymentAccounts,
  paymentEvents,
  paymentSettings,
  payments,
} from '@kairos/db/schema';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type AccountRow = typeof paymentAccounts.$inferSelect;

export async function insertPayment(tx: DbOrTx, values: NewPayment): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('insert payment returned no row');
  return row;
}

export async function updatePayment(
  tx: DbOrTx,
  id: string,
  values: Partial<Omit<NewPayment, 'id'>> & { updatedAt: Date },
): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(values).where(eq(payments.id, id)).returning();
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

export async function findPayment(db: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row;
}

/** The payment row locked until the transaction ends: every change to one payment is serialised. */
export async function lockPayment(tx: DbOrTx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).limit(1).for('update');
  return row;
}

export async function findPaymentByOrder(
  db: DbOrTx,
  appId: string,
  provider: string,
  orderId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.appId, appId), eq(payments.provider, provider), eq(payments.orderId, orderId)))
    .limit(1);
  return row;
}

/** The payments of a meeting's attendees, oldest first. */
export async function findMeetingPayments(db: DbOrTx, meetingIds: readonly string[]): Promise<PaymentRow[]> {
  if (meetingIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.meetingId, [...meetingIds]))
    .orderBy(asc(payments.createdAt));
}

/** The latest payment attempt of an attendee. */
export async function findAttendeePayment(db: DbOrTx, attendeeId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.attendeeId, attendeeId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** Pending holds whose time ran out by `now`. */
export async function findExpiredHolds(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'PENDING'),
        sql`${payments.holdExpiresAt} is not null and ${payments.holdExpiresAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(payments.holdExpiresAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Records a provider event as applied. False when it was applied before: the caller changes nothing.
 * Runs in the transaction that applies it, so a failure leaves it unrecorded for the redelivery.
 */
export async function recordEvent(
  tx: DbOrTx,
  values: {
    provider: string;
    eventId: string;
    appId: string;
    paymentId: string | null;
    type: string;
    receivedAt: Date;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

/** The side-effects queue entry of an attendee's booking, once there is one. */
export async function findBookingQueueId(db: DbOrTx, attendeeId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: bookingQueue.id })
    .from(bookingQueue)
    .where(and(eq(bookingQueue.attendeeId, attendeeId), inArray(bookingQueue.kind, ['BOOKED', 'CONFIRMED'])))
    .orderBy(asc(bookingQueue.createdAt))
    .limit(1);
  return row?.id ?? null;
}

export async function findAccount(
  db: DbOrTx,
  appId: string,
  provider: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.appId, appId), eq(paymentAccounts.provider, provider)))
    .limit(1);
  return row;
}

export async function listAccounts(db: DbOrTx, appId: string): Promise<AccountRow[]> {
  return db.select().from(paymentAccounts).where(eq(paymentAccounts.appId, appId));
}

export async function upsertAccount(
  db: DbOrTx,
  values: {
    appId: string;
    provider: string;
    sealedCredentials: string;
    publicConfig: Record<string, string>;
  },
  now: Date,
): Promise<AccountRow> {
  const [row] = await db
    .insert(paymentAccounts)
    .values({ ...values, enabled: true, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [paymentAccounts.appId, paymentAccounts.provider],
      set: {
        sealedCredentials: values.sealedCredentials,
        publicConfig: values.publicConfig,
        enabled: true,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('payment account upsert returned no row');
  return row;
}

export async function deleteAccount(db: DbOrTx, appId: string, provider: string): Promise<boolean> {
  const rows = await db
    .delete(paymentAccounts)
    .where(and(eq(paymentAccounts.appId, appId), eq(paymentAccounts.provider, provider)))
    .returning({ provider: paymentAccounts.provider });
  return rows.length > 0;
}

export async function findHoldMinutes(db: DbOrTx, appId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ holdMinutes: paymentSettings.holdMinutes })
    .from(paymentSettings)
    .where(eq(paymentSettings.appId, appId));
  return row?.holdMinutes;
}

export async function saveHoldMinutes(
  db: DbOrTx,
  appId: string,
  holdMinutes: number,
  now: Date,
): Promise<void> {
  await db
    .insert(paymentSettings)
    .values({ appId, holdMinutes, updatedAt: now })
    .onConflictDoUpdate({ target: paymentSettings.appId, set: { holdMinutes, updatedAt: now } });
}

/** The attendee's copy of their payment (spec "Meeting.attendees.payment"), kept in step by the payments service. */
export async function setAttendeePayment(
  tx: DbOrTx,
  attendeeId: string,
  summary: Record<string, unknown>,
): Promise<void> {
  await tx.update(attendees).set({ payment: summary }).where(eq(attendees.id, attendeeId));
}

/** Whether another payment of the workspace already carries this reference for this method. */
export async function referenceUsed(
  db: DbOrTx,
  appId: string,
  method: string,
  reference: string,
  exceptId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.appId, appId),
        eq(payments.method, method),
        eq(payments.externalPaymentId, reference),
        sql`${payments.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The attendee was declined by the host (spec "rejectedByAdmin"). */
export async function markRejected(tx: DbOrTx, attendeeId: string): Promise<void> {
  await tx
    .update(attendees)
    .set({ rejectedByAdmin: true, bookingConfirmationRequired: false })
    .where(eq(attendees.id, attendeeId));
}

/** What a visitor paying by hand is told of a live event: its name, payment setting and organiser's name. */
export async function findPaymentTerms(
  db: DbOrTx,
  eventId: string,
): Promise<{ name: string; payment: typeof events.$inferSelect.payment; organizer: string } | undefined> {
  const [row] = await db
    .select({
      name: events.name,
      payment: events.payment,
      firstName: agents.firstName,
      lastName: agents.lastName,
    })
    .from(events)
    .leftJoin(eventAgents, eq(eventAgents.eventId, events.id))
    .leftJoin(agents, eq(agents.id, eventAgents.userId))
    .where(and(eq(events.id, eventId), isNull(events.deletedAt)))
    // The organiser, else the first host (as the event's settings name them).
    .orderBy(desc(eventAgents.isOrganizer), asc(eventAgents.position))
    .limit(1);
  if (!row) return undefined;
  const organizer = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
  return { name: row.name, payment: row.payment, organizer };
}
