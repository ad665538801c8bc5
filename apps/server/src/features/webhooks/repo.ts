import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { DbOrTx } from '@kairos/db/client';
import { prepared } from '@kairos/db/prepared';
import {
  agents,
  attendees,
  contacts,
  events,
  meetings,
  memberships,
  routingForms,
  routingResponses,
  webhookDeliveries,
  webhookEndpoints,
} from '@kairos/db/schema';
import { and, arrayContains, desc, eq, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function listEndpoints(db: DbOrTx, appId: AuthorizedAppId): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.appId, appId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

export async function findEndpoint(db: DbOrTx, appId: string, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.appId, appId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function insertEndpoint(
  db: DbOrTx,
  values: Omit<typeof webhookEndpoints.$inferInsert, 'id'>,
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('webhook endpoint insert returned no row');
  return row;
}

export async function updateEndpoint(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
  values: Partial<
    Pick<
      EndpointRow,
      | 'url'
      | 'description'
      | 'triggers'
      | 'active'
      | 'secretSealed'
      | 'disabledReason'
      | 'failingSince'
      | 'updatedAt'
    >
  >,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.appId, appId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: DbOrTx, appId: AuthorizedAppId, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.appId, appId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The active endpoints subscribed to any of these triggers, with the triggers each takes. */
export async function findTargets(
  db: DbOrTx,
  appId: string,
  triggers: readonly string[],
): Promise<Array<{ id: string; triggers: string[] }>> {
  return prepared(db, 'webhook_endpoint_targets', (d) =>
    d
      .select({ id: webhookEndpoints.id, triggers: webhookEndpoints.triggers })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.appId, sql.placeholder('appId')),
          eq(webhookEndpoints.active, true),
          sql`${webhookEndpoints.triggers} && ${sql.placeholder('triggers')}::text[]`,
        ),
      ),
  ).execute({ appId, triggers: [...triggers] });
}

export async function findSubscribedEndpointIds(
  db: DbOrTx,
  appId: string,
  trigger: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.appId, appId),
        eq(webhookEndpoints.active, true),
        arrayContains(webhookEndpoints.triggers, [trigger]),
      ),
    );
  return rows.map((r) => r.id);
}

export async function insertDeliveries(
  db: DbOrTx,
  rows: Array<typeof webhookDeliveries.$inferInsert>,
): Promise<void> {
  if (rows.length) await db.insert(webhookDeliveries).values(rows);
}

export async function findBookingSnapshot(db: DbOrTx, meetingId: string) {
  const [row] = await db
    .select({
      meeting: meetings,
      eventName: events.name,
      organizer: {
        id: agents.id,
        firstName: agents.firstName,
        lastName: agents.lastName,
        emailId: agents.emailId,
      },
    })
    .from(meetings)
    .leftJoin(events, eq(events.id, meetings.eventId))
    .leftJoin(agents, eq(agents.id, meetings.organizerId))
    .where(eq(meetings.id, meetingId));
  return row;
}

export async function findAttendee(db: DbOrTx, attendeeId: string) {
  const [row] = await db.select().from(attendees).where(eq(attendees.id, attendeeId));
  return row;
}

export async function findContact(db: DbOrTx, contactId: string) {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, contactId));
  return row;
}

export async function findRoutingResponse(db: DbOrTx, responseId: string) {
  const [row] = await db
    .select({ response: routingResponses, formName: routingForms.name })
    .from(routingResponses)
    .leftJoin(routingForms, eq(routingForms.id, routingResponses.formId))
    .where(eq(routingResponses.id, responseId));
  return row;
}

/**
 * Takes a due message for one attempt: only one worker gets it, even when a sweep and the
 * scheduled job run together, and the lock lapses if that worker dies.
 */
export async function claimDelivery(
  db: DbOrTx,
  id: string,
  now: Date,
  lockUntil: Date,
): Promise<{ delivery: DeliveryRow; endpoint: EndpointRow } | undefined> {
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ lockedUntil: lockUntil })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.status, 'PENDING'),
        lte(webhookDeliveries.nextAttemptAt, now),
        or(isNull(webhookDeliveries.lockedUntil), lt(webhookDeliveries.lockedUntil, now)),
      ),
    )
    .returning();
  if (!claimed) return undefined;
  const [endpoint] = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, claimed.endpointId));
  return endpoint ? { delivery: claimed, endpoint } : undefined;
}

export async function recordAttempt(
  db: DbOrTx,
  id: string,
  values: Pick<
    DeliveryRow,
    'status' | 'attempts' | 'responseStatus' | 'responseBody' | 'error' | 'nextAttemptAt' | 'lastAttemptAt'
  > & { logEntry: Record<string, unknown> },
): Promise<void> {
  const { logEntry, ...rest } = values;
  await db
    .update(webhookDeliveries)
    .set({
      ...rest,
      lockedUntil: null,
      // The last twenty attempts are kept for the delivery log.
      attemptLog: sql`(select coalesce(jsonb_agg(e), '[]'::jsonb) from (select e from jsonb_array_elements(${webhookDeliveries.attemptLog} || ${JSON.stringify([logEntry])}::jsonb) with ordinality as t(e, n) order by n desc limit 20) s)`,
    })
    .where(eq(webhookDeliveries.id, id));
}

export async function setFailingSince(db: DbOrTx, endpointId: string, at: Date | null): Promise<void> {
  const where: SQL[] = [eq(webhookEndpoints.id, endpointId)];
  if (at) where.push(isNull(webhookEndpoints.failingSince));
  await db
    .update(webhookEndpoints)
    .set({ failingSince: at })
    .where(and(...where));
}

/** Turns an endpoint off for persistent failure; false when it was already off. */
export async function disableEndpoint(
  db: DbOrTx,
  endpointId: string,
  reason: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(webhookEndpoints)
    .set({ active: false, disabledReason: reason, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.active, true)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Messages still waiting whose job went missing (a crash, a lost queue entry). */
export async function findOverdueDeliveries(db: DbOrTx, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.status, 'PENDING'), lte(webhookDeliveries.nextAttemptAt, before)))
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function listDeliveries(
  db: DbOrTx,
  appId: AuthorizedAppId,
  endpointId: string,
  limit: number,
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.appId, appId), eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function findDelivery(db: DbOrTx, appId: string, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.appId, appId), eq(webhookDeliveries.id, id)));
  return row;
}

/** Queues a message again from the start (the redeliver action); same id, same body. */
export async function requeueDelivery(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'PENDING', attempts: 0, nextAttemptAt: now, lockedUntil: null, error: null })
    .where(eq(webhookDeliveries.id, id));
}

export async function findOwnerEmail(db: DbOrTx, appId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ emailId: agents.emailId })
    .from(memberships)
    .innerJoin(agents, eq(agents.id, memberships.agentId))
    .where(and(eq(memberships.workspaceId, appId), eq(memberships.isOwner, true)))
    .limit(1);
  return row?.emailId;
}
