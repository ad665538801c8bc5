import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { DbOrTx } from '@kairos/db/client';
import {
  agents,
  apiTokens,
  eventAgents,
  events,
  invitations,
  meetings,
  memberships,
  type RoleRecord,
  sessions,
  teamMembers,
  workspaces,
} from '@kairos/db/schema';
import { and, asc, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import { type MeetingScope, meetingScopeCondition } from '../meetings/repo.ts';

export type InvitationRow = typeof invitations.$inferSelect;
export type MemberRecord = {
  membership: typeof memberships.$inferSelect;
  agent: typeof agents.$inferSelect;
};

export async function listMembers(db: DbOrTx, appId: AuthorizedAppId): Promise<MemberRecord[]> {
  return db
    .select({ membership: memberships, agent: agents })
    .from(memberships)
    .innerJoin(agents, eq(agents.id, memberships.agentId))
    .where(eq(memberships.workspaceId, appId))
    .orderBy(desc(memberships.isOwner), asc(memberships.createdAt), asc(agents.id));
}

export async function findMember(
  db: DbOrTx,
  appId: AuthorizedAppId,
  userId: string,
): Promise<MemberRecord | undefined> {
  const [row] = await db
    .select({ membership: memberships, agent: agents })
    .from(memberships)
    .innerJoin(agents, eq(agents.id, memberships.agentId))
    .where(and(eq(memberships.workspaceId, appId), eq(memberships.agentId, userId)))
    .limit(1);
  return row;
}

export async function teamIdsByMember(db: DbOrTx, appId: AuthorizedAppId): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ userId: teamMembers.userId, teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.appId, appId));
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), r.teamId]);
  return map;
}

export async function setMemberRole(
  db: DbOrTx,
  appId: AuthorizedAppId,
  userId: string,
  values: { roleId: string; role: RoleRecord; isOwner?: boolean },
): Promise<void> {
  await db
    .update(memberships)
    .set(values)
    .where(and(eq(memberships.workspaceId, appId), eq(memberships.agentId, userId)));
}

/** Invitations not yet accepted or revoked (expired ones included), newest first. */
export async function listOpenInvitations(db: DbOrTx, appId: AuthorizedAppId): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.appId, appId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

export async function findInvitation(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.appId, appId), eq(invitations.id, id)))
    .limit(1);
  return row;
}

export async function insertInvitation(
  db: DbOrTx,
  values: Omit<typeof invitations.$inferInsert, 'id'>,
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(values).returning();
  if (!row) throw new Error('insert invitation returned no row');
  return row;
}

export async function renewInvitation(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
  values: { tokenHash: string; expiresAt: Date },
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .update(invitations)
    .set({ ...values, sentCount: sql`${invitations.sentCount} + 1` })
    .where(
      and(
        eq(invitations.appId, appId),
        eq(invitations.id, id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning();
  return row;
}

export async function revokeOpenInvitations(
  db: DbOrTx,
  appId: AuthorizedAppId,
  filter: { id?: string; emailId?: string },
  now: Date,
): Promise<number> {
  const rows = await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(invitations.appId, appId),
        filter.id ? eq(invitations.id, filter.id) : undefined,
        filter.emailId ? eq(invitations.emailId, filter.emailId) : undefined,
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length;
}

export async function findInvitationByToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ invitation: InvitationRow; workspace: typeof workspaces.$inferSelect } | undefined> {
  const [row] = await db
    .select({ invitation: invitations, workspace: workspaces })
    .from(invitations)
    .innerJoin(workspaces, eq(workspaces.id, invitations.appId))
    .where(eq(invitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks the invitation used unless someone else just did; false when it was. */
export async function markAccepted(
  db: DbOrTx,
  id: string,
  agentId: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: now, acceptedBy: agentId })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

export async function findAgentName(db: DbOrTx, agentId: string | null): Promise<string | null> {
  if (!agentId) return null;
  const [row] = await db
    .select({ firstName: agents.firstName, lastName: agents.lastName })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}

export async function isMember(db: DbOrTx, appId: AuthorizedAppId, emailId: string): Promise<boolean> {
  const rows = await db
    .select({ id: agents.id })
    .from(memberships)
    .innerJoin(agents, eq(agents.id, memberships.agentId))
    .where(and(eq(memberships.workspaceId, appId), sql`lower(${agents.emailId}) = ${emailId.toLowerCase()}`))
    .limit(1);
  return rows.length > 0;
}

/** The member's ACTIVE meetings that have not ended and that `scope` may see, soonest first. */
export async function futureMeetings(
  db: DbOrTx,
  appId: AuthorizedAppId,
  userId: string,
  now: Date,
  scope: MeetingScope,
) {
  return db
    .select({ meeting: meetings, eventName: events.name })
    .from(meetings)
    .innerJoin(events, eq(events.id, meetings.eventId))
    .where(
      and(
        eq(meetings.appId, appId),
        meetingScopeCondition(scope),
        eq(meetings.status, 'ACTIVE'),
        gte(meetings.endAt, now),
        sql`${meetings.agentIds} @> ${JSON.stringify([userId])}::jsonb`,
      ),
    )
    .orderBy(asc(meetings.startAt))
    .limit(500);
}

/**
 * Takes the member out of the workspace: out of every event's hosts and co-hosts and every team,
 * their sessions there ended and their API tokens there revoked, their membership (and with it
 * their hours) gone. An event left without hosts gets `ownerId` as its host.
 */
export async function removeMembership(
  db: DbOrTx,
  appId: AuthorizedAppId,
  userId: string,
  ownerId: string,
): Promise<void> {
  const hosted = await db
    .delete(eventAgents)
    .where(and(eq(eventAgents.appId, appId), eq(eventAgents.userId, userId)))
    .returning({ eventId: eventAgents.eventId });
  for (const { eventId } of hosted) {
    const left = await db
      .select({ userId: eventAgents.userId })
      .from(eventAgents)
      .where(eq(eventAgents.eventId, eventId))
      .orderBy(asc(eventAgents.position));
    if (left.length === 0) {
      await db
        .insert(eventAgents)
        .values({ eventId, appId, userId: ownerId, position: 0, isOrganizer: true });
    } else {
      await db
        .update(eventAgents)
        .set({ isOrganizer: sql`${eventAgents.userId} = ${left[0]?.userId}` })
        .where(
          and(
            eq(eventAgents.eventId, eventId),
            sql`not exists (select 1 from ${eventAgents} ea where ea.event_id = ${eventId} and ea.is_organizer)`,
          ),
        );
    }
  }
  await db
    .update(events)
    .set({
      coHosts: sql`coalesce((select jsonb_agg(x) from jsonb_array_elements(${events.coHosts}) x where x <> to_jsonb(${userId}::text)), '[]'::jsonb)`,
    })
    .where(and(eq(events.appId, appId), sql`${events.coHosts} @> ${JSON.stringify([userId])}::jsonb`));
  await db.delete(teamMembers).where(and(eq(teamMembers.appId, appId), eq(teamMembers.userId, userId)));
  await db.delete(sessions).where(and(eq(sessions.workspaceId, appId), eq(sessions.agentId, userId)));
  // Revoked for good: joining again later does not bring them back.
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.workspaceId, appId), eq(apiTokens.agentId, userId), isNull(apiTokens.revokedAt)));
  await db
    .delete(memberships)
    .where(and(eq(memberships.workspaceId, appId), eq(memberships.agentId, userId)));
}

export async function ownerOf(db: DbOrTx, appId: AuthorizedAppId): Promise<string | undefined> {
  const [row] = await db
    .select({ agentId: memberships.agentId })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, appId), eq(memberships.isOwner, true)))
    .limit(1);
  return row?.agentId;
}

export async function insertMembership(
  db: DbOrTx,
  values: { workspaceId: string; agentId: string; role: RoleRecord; roleId: string },
): Promise<void> {
  await db.insert(memberships).values({ ...values, isOwner: false });
}

export async function deleteOtherSessions(
  db: DbOrTx,
  agentId: string,
  keepTokenHash: string | null,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.agentId, agentId), keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined),
    );
}

export async function setAcceptedBy(db: DbOrTx, id: string, agentId: string): Promise<void> {
  await db.update(invitations).set({ acceptedBy: agentId }).where(eq(invitations.id, id));
}

export async function findOwnerContact(
  db: DbOrTx,
  agentId: string,
): Promise<{ emailId: string } | undefined> {
  const [row] = await db
    .select({ emailId: agents.emailId })
    .from(agents)
    .where(eq(agents.id, agentId))
    .limit(1);
  return row;
}
