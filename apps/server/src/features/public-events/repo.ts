import type { Db } from '@kairos/db/client';
import { prepared } from '@kairos/db/prepared';
import {
  accessLinkAliases,
  agents,
  availableHours,
  eventAgents,
  events,
  teamMembers,
  teams,
  workspaces,
} from '@kairos/db/schema';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  type AgentWithDetails,
  type EventRecord,
  type EventRow,
  inOrder,
  live,
  withAgents,
} from '../events/repo.ts';

export type PublicWorkspaceRow = { id: string; name: string; accessLink: string };

/** The workspace behind a public access link, whatever its case. */
export async function findWorkspaceByAccessLink(
  db: Db,
  accessLink: string,
): Promise<PublicWorkspaceRow | undefined> {
  const [row] = await db
    .select({ id: workspaces.id, name: workspaces.name, accessLink: workspaces.accessLink })
    .from(workspaces)
    .where(sql`lower(${workspaces.accessLink}) = ${accessLink.toLowerCase()}`)
    .limit(1);
  return row;
}

/** Gives a workspace a new access link; the unique index refuses one already taken. */
export async function setAccessLink(db: Db, workspaceId: string, accessLink: string): Promise<void> {
  await db.update(workspaces).set({ accessLink }).where(eq(workspaces.id, workspaceId));
}

/** The team behind a public access link (any case), with its workspace. */
export async function findTeamByAccessLink(
  db: Db,
  accessLink: string,
): Promise<
  { team: { id: string; name: string; accessLink: string }; workspace: PublicWorkspaceRow } | undefined
> {
  const [row] = await db
    .select({
      team: { id: teams.id, name: teams.name, accessLink: teams.accessLink },
      workspace: { id: workspaces.id, name: workspaces.name, accessLink: workspaces.accessLink },
    })
    .from(teams)
    .innerJoin(workspaces, eq(workspaces.id, teams.appId))
    .where(sql`lower(${teams.accessLink}) = ${accessLink.toLowerCase()}`)
    .limit(1);
  return row;
}

/** The workspace's current access link, for a link it used before. */
export async function findAliasTarget(db: Db, accessLink: string): Promise<string | undefined> {
  const [row] = await db
    .select({ accessLink: workspaces.accessLink })
    .from(accessLinkAliases)
    .innerJoin(workspaces, eq(workspaces.id, accessLinkAliases.appId))
    .where(eq(accessLinkAliases.alias, accessLink.toLowerCase()))
    .limit(1);
  return row?.accessLink;
}

/** A workspace's public events (or one team's): live, ACTIVE and not private, in order. */
export async function listPublicEvents(db: Db, workspaceId: string, teamId?: string): Promise<EventRecord[]> {
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.appId, workspaceId),
        live,
        eq(events.status, 'ACTIVE'),
        eq(events.isPrivate, false),
        teamId ? eq(events.teamId, teamId) : undefined,
      ),
    )
    .orderBy(...inOrder);
  return withAgents(db, rows);
}

/** A team's members as its public page shows them: names, photos and bios, leads first. */
export async function listTeamHosts(
  db: Db,
  teamId: string,
): Promise<
  Array<{ userId: string; firstName: string; lastName: string; profilePic: string | null; bio: string }>
> {
  return db
    .select({
      userId: teamMembers.userId,
      firstName: agents.firstName,
      lastName: agents.lastName,
      profilePic: agents.profilePic,
      bio: agents.bio,
    })
    .from(teamMembers)
    .innerJoin(agents, eq(agents.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(desc(teamMembers.isLead), asc(teamMembers.createdAt), asc(agents.firstName));
}

/** A live, ACTIVE event by slug (any case); private ones too, since their link is how they are shared. */
export async function findPublicEvent(
  db: Db,
  workspaceId: string,
  slug: string,
): Promise<EventRecord | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.appId, workspaceId),
        eq(sql`lower(${events.slug})`, slug.toLowerCase()),
        live,
        eq(events.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const [record] = await withAgents(db, [row]);
  return record;
}

/** Whether a live, ACTIVE event has this slug (any case) in the workspace, or in the team when given. */
export async function hasPublicEvent(
  db: Db,
  workspaceId: string,
  slug: string,
  teamId?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.appId, workspaceId),
        eq(sql`lower(${events.slug})`, slug.toLowerCase()),
        live,
        eq(events.status, 'ACTIVE'),
        teamId ? eq(events.teamId, teamId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

const chosenHours = alias(availableHours, 'chosen_hours');
const defaultHours = alias(availableHours, 'default_hours');

export interface SlotAgentRow {
  agent: AgentWithDetails;
  timezone: string;
  chosen: typeof availableHours.$inferSelect | null;
  fallback: typeof availableHours.$inferSelect | null;
}

/** A live event by id alone (the public booking path), with each host's chosen and default hours. */
export async function findEventForSlots(
  db: Db,
  eventId: string,
): Promise<{ event: EventRow; agents: SlotAgentRow[] } | undefined> {
  const [event] = await prepared(db, 'event_for_slots', (d) =>
    d
      .select()
      .from(events)
      .where(and(eq(events.id, sql.placeholder('eventId')), live))
      .limit(1),
  ).execute({ eventId });
  if (!event) return undefined;
  const rows = await prepared(db, 'event_for_slots_agents', (d) =>
    d
      .select({
        agent: eventAgents,
        firstName: agents.firstName,
        lastName: agents.lastName,
        profilePic: agents.profilePic,
        bio: agents.bio,
        timezone: agents.timezone,
        chosen: chosenHours,
        fallback: defaultHours,
      })
      .from(eventAgents)
      .innerJoin(agents, eq(agents.id, eventAgents.userId))
      .leftJoin(chosenHours, eq(chosenHours.id, eventAgents.availableHourId))
      .leftJoin(
        defaultHours,
        and(
          eq(defaultHours.appId, eventAgents.appId),
          eq(defaultHours.userId, eventAgents.userId),
          eq(defaultHours.isDefault, true),
        ),
      )
      .where(eq(eventAgents.eventId, sql.placeholder('eventId')))
      .orderBy(asc(eventAgents.position)),
  ).execute({ eventId });
  return {
    event,
    agents: rows.map((r) => ({
      agent: {
        ...r.agent,
        firstName: r.firstName,
        lastName: r.lastName,
        profilePic: r.profilePic,
        bio: r.bio,
      },
      timezone: r.timezone,
      chosen: r.chosen,
      fallback: r.fallback,
    })),
  };
}
