import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { DbOrTx } from '@kairos/db/client';
import { attendees, events, meetings, payments } from '@kairos/db/schema';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type MeetingScope, meetingScopeCondition } from '../meetings/repo.ts';

export interface TransactionQuery {
  appId: AuthorizedAppId;
  scope: MeetingScope;
  method?: string | undefined;
  status?: (typeof payments.$inferSelect)['status'] | undefined;
  eventId?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** A payment with what the list shows of its booking. */
export interface TransactionRow {
  payment: typeof payments.$inferSelect;
  meetingStartAt: Date;
  meetingStatus: (typeof meetings.$inferSelect)['status'];
  organizerId: string;
  agentIds: string[];
  eventName: string | null;
  modifiedEventName: string | null;
  attendeeName: string;
  attendeeEmail: string;
}

export interface TotalRow {
  currencyCode: string;
  count: number;
  collected: number;
  refunded: number;
  awaiting: number;
}

// Both sides carry the workspace: a payment never shows through another workspace's meeting.
const joined = (q: TransactionQuery): SQL[] => {
  const where: SQL[] = [eq(payments.appId, q.appId), eq(meetings.appId, q.appId)];
  const scoped = meetingScopeCondition(q.scope);
  if (scoped) where.push(scoped);
  if (q.method) where.push(eq(payments.method, q.method));
  if (q.status) where.push(eq(payments.status, q.status));
  if (q.eventId) where.push(eq(payments.eventId, q.eventId));
  if (q.from) where.push(sql`${payments.createdAt} >= ${q.from.toISOString()}::timestamptz`);
  if (q.to) where.push(sql`${payments.createdAt} < ${q.to.toISOString()}::timestamptz`);
  return where;
};

/** Payments awaiting the host's check first, then the newest; one row more than `limit` says a next page exists. */
export async function listTransactions(
  db: DbOrTx,
  q: TransactionQuery,
  page: { offset: number; limit: number },
): Promise<TransactionRow[]> {
  return db
    .select({
      payment: payments,
      meetingStartAt: meetings.startAt,
      meetingStatus: meetings.status,
      organizerId: meetings.organizerId,
      agentIds: meetings.agentIds,
      eventName: events.name,
      modifiedEventName: meetings.modifiedEventName,
      attendeeName: attendees.fullName,
      attendeeEmail: attendees.emailId,
    })
    .from(payments)
    .innerJoin(meetings, eq(meetings.id, payments.meetingId))
    .innerJoin(attendees, eq(attendees.id, payments.attendeeId))
    .leftJoin(events, eq(events.id, payments.eventId))
    .where(and(...joined(q)))
    .orderBy(
      desc(sql`(${payments.status} = 'AWAITING_VERIFICATION')`),
      desc(payments.createdAt),
      asc(payments.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

/** Sums per currency over every match, in minor units. */
export async function totalTransactions(db: DbOrTx, q: TransactionQuery): Promise<TotalRow[]> {
  const rows = await db
    .select({
      currencyCode: payments.currencyCode,
      count: sql<number>`count(*)::int`,
      collected: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} in ('PAID', 'REFUNDED')), 0)::bigint`,
      refunded: sql<number>`coalesce(sum(${payments.refundAmount}) filter (where ${payments.refundStatus} = 'SUCCEEDED'), 0)::bigint`,
      awaiting: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'AWAITING_VERIFICATION'), 0)::bigint`,
    })
    .from(payments)
    .innerJoin(meetings, eq(meetings.id, payments.meetingId))
    .where(and(...joined(q)))
    .groupBy(payments.currencyCode)
    .orderBy(asc(payments.currencyCode));
  return rows.map((r) => ({
    currencyCode: r.currencyCode,
    count: Number(r.count),
    collected: Number(r.collected),
    refunded: Number(r.refunded),
    awaiting: Number(r.awaiting),
  }));
}
