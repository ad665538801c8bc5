import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { DbOrTx } from '@kairos/db/client';
import { agents, eventAgents, events, memberships, teamMembers, teams } from '@kairos/db/schema';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';

export type TeamRow = typeof teams.$inferSelect;
export interface TeamMemberRow {
  teamId: string;
  userId: string;
  isLead: boolean;
  firstName: string;
  lastName: string;
  emailId: string;
  profilePic: string | null;
}

export async function listTeams(db: DbOrTx, appId: AuthorizedAppId): Promise<TeamRow[]> {
  return db.select().from(teams).where(eq(teams.appId, appId)).orderBy(asc(teams.name), asc(teams.id));
}

export async function findTeam(db: DbOrTx, appId: AuthorizedAppId, id: string): Promise<TeamRow | undefined> {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.appId, appId), eq(teams.id, id)))
    .limit(1);
  return row;
}

export async function listTeamMembers(
  db: DbOrTx,
  appId: AuthorizedAppId,
  teamIds: string[],
): Promise<TeamMemberRow[]> {
  if (teamIds.length === 0) return [];
  return db
    .select({
      teamId: teamMembers.teamId,
      userId: teamMembers.userId,
      isLead: teamMembers.isLead,
      firstName: agents.firstName,
      lastName: agents.lastName,
      emailId: agents.emailId,
      profilePic: agents.profilePic,
    })
    .from(teamMembers)
    .innerJoin(agents, eq(agents.id, teamMembers.userId))
    .where(and(eq(teamMembers.appId, appId), inArray(teamMembers.teamId, teamIds)))
    .orderBy(asc(teamMembers.createdAt), asc(agents.firstName));
}

export async function countEvents(db: DbOrTx, appId: AuthorizedAppId): Promise<Map<string, number>> {
  const rows = await db
    .select({ teamId: events.teamId, n: count() })
    .from(events)
    .where(and(eq(events.appId, appId), isNull(events.deletedAt)))
    .groupBy(events.teamId);
  return new Map(rows.filter((r) => r.teamId).map((r) => [r.teamId as string, r.n]));
}

/** Which of `userIds` are members of the workspace. */
export async function workspaceMembers(
  db: DbOrTx,
  appId: AuthorizedAppId,
  userIds: string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: memberships.agentId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, appId), inArray(memberships.agentId, userIds)));
  return new Set(rows.map((r) => r.id));
}

export async function insertTeam(
  db: DbOrTx,
  appId: AuthorizedAppId,
  values: { name: string; accessLink: string; description: string },
): Promise<TeamRow> {
  const [row] = await db
    .insert(teams)
    .values({ ...values, appId })
    .returning();
  if (!row) throw new Error('insert team returned no row');
  return row;
}

export async function updateTeam(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
  values: Partial<Pick<TeamRow, 'name' | 'accessLink' | 'description'>>,
  now: Date,
): Promise<TeamRow | undefined> {
  const [row] = await db
    .update(teams)
    .set({ ...values, updatedAt: now })
    .where(and(eq(teams.appId, appId), eq(teams.id, id)))
    .returning();
  return row;
}

export async function replaceMembers(
  db: DbOrTx,
  appId: AuthorizedAppId,
  teamId: string,
  members: Array<{ userId: string; isLead: boolean }>,
): Promise<void> {
  await db.delete(teamMembers).where(and(eq(teamMembers.appId, appId), eq(teamMembers.teamId, teamId)));
  if (members.length > 0) {
    await db.insert(teamMembers).values(members.map((m) => ({ ...m, teamId, appId })));
  }
}

/** Hosts of the team's live events (to keep a member who hosts one from leaving the team). */
export async function teamEventHosts(
  db: DbOrTx,
  appId: AuthorizedAppId,
  teamId: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ userId: eventAgents.userId })
    .from(eventAgents)
    .innerJoin(events, eq(events.id, eventAgents.eventId))
    .where(and(eq(events.appId, appId), eq(events.teamId, teamId), isNull(events.deletedAt)));
  return new Set(rows.map((r) => r.userId));
}

export async function deleteTeam(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
  now: Date,
): Promise<boolean> {
  await db
    .update(events)
    .set({ teamId: null, updatedAt: now })
    .where(and(eq(events.appId, appId), eq(events.teamId, id)));
  const rows = await db
    .delete(teams)
    .where(and(eq(teams.appId, appId), eq(teams.id, id)))
    .returning({ id: teams.id });
  return rows.length === 1;
}

/** The members of a team of the workspace, or undefined when there is no such team. */
export async function teamMemberIds(
  db: DbOrTx,
  appId: AuthorizedAppId,
  teamId: string,
): Promise<Set<string> | undefined> {
  const team = await findTeam(db, appId, teamId);
  if (!team) return undefined;
  const rows = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.appId, appId), eq(teamMembers.teamId, teamId)));
  return new Set(rows.map((r) => r.userId));
}
