import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { Db, DbOrTx } from '@kairos/db/client';
import { isForeignKeyViolation } from '@kairos/db/errors';
import { agents, availableHours, eventAgents, events, memberships } from '@kairos/db/schema';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';

export type AvailableHourRow = typeof availableHours.$inferSelect;
type AvailableHourValues = Pick<
  AvailableHourRow,
  'name' | 'weeklySchedule' | 'timezone' | 'specificDates' | 'isDefault'
>;

export interface MemberRow {
  id: string;
  firstName: string;
  lastName: string;
  profilePic: string | null;
  timezone: string;
}

/** The workspace's members among `userIds`; ids that are not members are left out. */
export async function findMembers(
  db: DbOrTx,
  appId: AuthorizedAppId,
  userIds: readonly string[],
): Promise<MemberRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: agents.id,
      firstName: agents.firstName,
      lastName: agents.lastName,
      profilePic: agents.profilePic,
      timezone: agents.timezone,
    })
    .from(memberships)
    .innerJoin(agents, eq(agents.id, memberships.agentId))
    .where(and(eq(memberships.workspaceId, appId), inArray(memberships.agentId, [...userIds])));
}

export async function listAvailableHours(
  db: Db,
  appId: AuthorizedAppId,
  userId: string,
): Promise<AvailableHourRow[]> {
  return db
    .select()
    .from(availableHours)
    .where(and(eq(availableHours.appId, appId), eq(availableHours.userId, userId)))
    .orderBy(desc(availableHours.isDefault), asc(availableHours.createdAt), asc(availableHours.id));
}

export async function findAvailableHour(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
): Promise<AvailableHourRow | undefined> {
  const [row] = await db
    .select()
    .from(availableHours)
    .where(and(eq(availableHours.appId, appId), eq(availableHours.id, id)))
    .limit(1);
  return row;
}

export async function findAvailableHoursByIds(
  db: DbOrTx,
  appId: AuthorizedAppId,
  ids: readonly string[],
): Promise<AvailableHourRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(availableHours)
    .where(and(eq(availableHours.appId, appId), inArray(availableHours.id, [...ids])));
}

/** Each given host's default set, if they have one yet. */
export async function findDefaultAvailableHours(
  db: DbOrTx,
  appId: AuthorizedAppId,
  userIds: readonly string[],
): Promise<AvailableHourRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(availableHours)
    .where(
      and(
        eq(availableHours.appId, appId),
        inArray(availableHours.userId, [...userIds]),
        eq(availableHours.isDefault, true),
      ),
    );
}

export async function insertAvailableHour(
  db: DbOrTx,
  appId: AuthorizedAppId,
  userId: string,
  values: AvailableHourValues,
): Promise<AvailableHourRow> {
  const [row] = await db
    .insert(availableHours)
    .values({ ...values, appId, userId })
    .returning();
  if (!row) throw new Error('insert available hours returned no row');
  return row;
}

/** Adds default sets; a host who got one meanwhile keeps theirs (the partial unique index decides). */
export async function insertDefaultAvailableHours(
  db: DbOrTx,
  appId: AuthorizedAppId,
  values: ReadonlyArray<{ userId: string } & AvailableHourValues>,
): Promise<void> {
  if (values.length === 0) return;
  await db
    .insert(availableHours)
    .values(values.map((v) => ({ ...v, appId, isDefault: true })))
    .onConflictDoNothing();
}

export async function updateAvailableHour(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
  values: Partial<AvailableHourValues>,
  now: Date,
): Promise<AvailableHourRow | undefined> {
  const [row] = await db
    .update(availableHours)
    .set({ ...values, updatedAt: now })
    .where(and(eq(availableHours.appId, appId), eq(availableHours.id, id)))
    .returning();
  return row;
}

export async function clearDefault(db: DbOrTx, appId: AuthorizedAppId, userId: string): Promise<void> {
  await db
    .update(availableHours)
    .set({ isDefault: false })
    .where(
      and(
        eq(availableHours.appId, appId),
        eq(availableHours.userId, userId),
        eq(availableHours.isDefault, true),
      ),
    );
}

/** Deletes a set unless a live event uses it; the event_agents foreign key decides, not a prior read. */
export async function deleteAvailableHour(
  db: Db,
  appId: AuthorizedAppId,
  id: string,
): Promise<'deleted' | 'missing' | 'in_use'> {
  try {
    const rows = await db
      .delete(availableHours)
      .where(and(eq(availableHours.appId, appId), eq(availableHours.id, id)))
      .returning({ id: availableHours.id });
    return rows.length > 0 ? 'deleted' : 'missing';
  } catch (error) {
    if (isForeignKeyViolation(error)) return 'in_use';
    throw error;
  }
}

/** Names of the live events whose hosts use the set, for the refusal message. */
export async function findEventNamesUsingHours(
  db: Db,
  appId: AuthorizedAppId,
  id: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: events.name })
    .from(eventAgents)
    .innerJoin(events, eq(events.id, eventAgents.eventId))
    .where(and(eq(eventAgents.appId, appId), eq(eventAgents.availableHourId, id), isNull(events.deletedAt)))
    .orderBy(asc(events.name))
    .limit(5);
  return rows.map((r) => r.name);
}
