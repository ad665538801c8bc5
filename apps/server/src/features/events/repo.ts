import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { Db, DbOrTx } from '@kairos/db/client';
import { agents, eventAgents, events } from '@kairos/db/schema';
import { and, asc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';

export type EventRow = typeof events.$inferSelect;
export type EventAgentRow = typeof eventAgents.$inferSelect;
/** The columns a host's settings fill. */
export type EventValues = Omit<
  typeof events.$inferInsert,
  'id' | 'appId' | 'sortOrder' | 'createdBy' | 'createdAt' | 'updatedAt' | 'deletedAt'
>;
export type EventAgentValues = Omit<EventAgentRow, 'eventId' | 'appId'>;

export interface AgentWithDetails extends EventAgentRow {
  firstName: string;
  lastName: string;
  profilePic: string | null;
  bio: string;
}
export interface EventRecord {
  event: EventRow;
  agents: AgentWithDetails[];
}

/** Not soft-deleted. */
export const live = isNull(events.deletedAt);

/** The hosts of the given events, in their order, with what may be shown of each. */
export async function findAgentsOf(db: DbOrTx, eventIds: readonly string[]): Promise<AgentWithDetails[]> {
  if (eventIds.length === 0) return [];
  return db
    .select({
      eventId: eventAgents.eventId,
      appId: eventAgents.appId,
      userId: eventAgents.userId,
      position: eventAgents.position,
      isOrganizer: eventAgents.isOrganizer,
      availableHourId: eventAgents.availableHourId,
      customAvailableHour: eventAgents.customAvailableHour,
      mode: eventAgents.mode,
      firstName: agents.firstName,
      lastName: agents.lastName,
      profilePic: agents.profilePic,
      bio: agents.bio,
    })
    .from(eventAgents)
    .innerJoin(agents, eq(agents.id, eventAgents.userId))
    .where(inArray(eventAgents.eventId, [...eventIds]))
    .orderBy(asc(eventAgents.eventId), asc(eventAgents.position));
}

export async function withAgents(db: DbOrTx, rows: EventRow[]): Promise<EventRecord[]> {
  const all = await findAgentsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((event) => ({ event, agents: all.filter((a) => a.eventId === event.id) }));
}

async function insertAgents(
  db: DbOrTx,
  appId: AuthorizedAppId,
  eventId: string,
  values: readonly EventAgentValues[],
) {
  await db.insert(eventAgents).values(values.map((v) => ({ ...v, eventId, appId })));
}

/** A new event, last in the workspace's order, with its hosts. */
export async function insertEvent(
  db: DbOrTx,
  appId: AuthorizedAppId,
  createdBy: string,
  values: EventValues,
  agentValues: readonly EventAgentValues[],
): Promise<EventRow> {
  const nextOrder = sql<number>`(select coalesce(max(${events.sortOrder}), -1) + 1 from ${events} where ${events.appId} = ${appId})`;
  const [row] = await db
    .insert(events)
    .values({ ...values, appId, createdBy, sortOrder: nextOrder })
    .returning();
  if (!row) throw new Error('insert event returned no row');
  await insertAgents(db, appId, row.id, agentValues);
  return row;
}

/** The live event, locked for the rest of the transaction when `forUpdate`. */
export async function findEvent(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<EventRecord | undefined> {
  const query = db
    .select()
    .from(events)
    .where(and(eq(events.appId, appId), eq(events.id, id), live))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) return undefined;
  const [record] = await withAgents(db, [row]);
  return record;
}

export async function updateEvent(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
  values: EventValues,
  agentValues: readonly EventAgentValues[],
  now: Date,
): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({ ...values, updatedAt: now })
    .where(and(eq(events.appId, appId), eq(events.id, id), live))
    .returning();
  if (!row) return undefined;
  await db.delete(eventAgents).where(eq(eventAgents.eventId, id));
  await insertAgents(db, appId, id, agentValues);
  return row;
}

export interface EventFilters {
  search?: string | undefined;
  status?: EventRow['status'] | undefined;
  type?: EventRow['type'] | undefined;
  teamId?: string | null | undefined;
  priceType?: 'free' | 'paid' | undefined;
}

function filterConditions(appId: AuthorizedAppId, f: EventFilters): SQL[] {
  const conditions: SQL[] = [eq(events.appId, appId), live];
  if (f.search) {
    const pattern = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(events.name, pattern), ilike(events.slug, pattern)) as SQL);
  }
  if (f.status) conditions.push(eq(events.status, f.status));
  if (f.type) conditions.push(eq(events.type, f.type));
  if (f.teamId === null) conditions.push(isNull(events.teamId));
  else if (f.teamId !== undefined) conditions.push(eq(events.teamId, f.teamId));
  if (f.priceType === 'free') conditions.push(eq(events.priceAmount, 0));
  if (f.priceType === 'paid') conditions.push(gt(events.priceAmount, 0));
  return conditions;
}

/** The workspace's order: the hosts' sort, then oldest first. */
export const inOrder = [asc(events.sortOrder), asc(events.createdAt), asc(events.id)];

/** One page of the workspace's events in their order, and how many match in all. */
export async function listEvents(
  db: Db,
  appId: AuthorizedAppId,
  filters: EventFilters,
  page: { offset: number; limit: number },
): Promise<{ records: EventRecord[]; total: number }> {
  const rows = await db
    .select({ event: events, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(events)
    .where(and(...filterConditions(appId, filters)))
    .orderBy(...inOrder)
    .offset(page.offset)
    .limit(page.limit);
  const total = rows[0]?.total ?? (page.offset > 0 ? await countEvents(db, appId, filters) : 0);
  return {
    records: await withAgents(
      db,
      rows.map((r) => r.event),
    ),
    total,
  };
}

async function countEvents(db: Db, appId: AuthorizedAppId, filters: EventFilters): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(events)
    .where(and(...filterConditions(appId, filters)));
  return row?.n ?? 0;
}

/** Every live event of the workspace (or of one team, or outside teams for `null`), in order. */
export async function listEventRows(
  db: DbOrTx,
  appId: AuthorizedAppId,
  teamId?: string | null,
): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(...filterConditions(appId, { teamId })))
    .orderBy(...inOrder);
}

/** Serialises reorderings of one workspace until the transaction ends. */
export async function lockEventOrder(db: DbOrTx, appId: AuthorizedAppId): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`event-order:${appId}`}))`);
}

/** Sets each listed event's position; ids are live events of the workspace. */
export async function setSortOrder(
  db: DbOrTx,
  appId: AuthorizedAppId,
  orderedIds: readonly string[],
): Promise<void> {
  if (orderedIds.length === 0) return;
  const ids = sql.join(
    orderedIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db
    .update(events)
    .set({ sortOrder: sql`array_position(array[${ids}]::uuid[], ${events.id}) - 1` })
    .where(and(eq(events.appId, appId), inArray(events.id, [...orderedIds]), live));
}

export async function setEventPrivate(
  db: Db,
  appId: AuthorizedAppId,
  id: string,
  isPrivate: boolean,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(events)
    .set({ isPrivate, updatedAt: now })
    .where(and(eq(events.appId, appId), eq(events.id, id), live))
    .returning({ id: events.id });
  return rows.length > 0;
}

/** Marks the event deleted and lets go of the hours its hosts used, so those can be deleted. */
export async function softDeleteEvent(
  db: Db,
  appId: AuthorizedAppId,
  id: string,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(events)
      .set({ deletedAt: now, updatedAt: now })
      .where(and(eq(events.appId, appId), eq(events.id, id), live))
      .returning({ id: events.id });
    if (rows.length === 0) return false;
    await tx.update(eventAgents).set({ availableHourId: null }).where(eq(eventAgents.eventId, id));
    return true;
  });
}

/** Slugs of the workspace's live events that are `base` or `base-…`, to pick a free one from. */
export async function findSlugsLike(db: Db, appId: AuthorizedAppId, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: events.slug })
    .from(events)
    .where(
      and(
        eq(events.appId, appId),
        live,
        or(eq(sql`lower(${events.slug})`, base), ilike(events.slug, `${base.replace(/[\\%_]/g, '\\$&')}-%`)),
      ),
    );
  return rows.map((r) => r.slug.toLowerCase());
}
