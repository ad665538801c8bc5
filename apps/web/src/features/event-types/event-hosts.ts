import type { EventAgent } from '@kairos/core/events/agent-schema';
import type { EventDraft } from './event-draft';

/** Event kinds where several hosts share the bookings: every host attends, or one takes each turn. */
export function hasManyHosts(type: EventDraft['type']): boolean {
  return type === 'COLLECTIVE' || type === 'ROUNDROBIN';
}

function newHost(userId: string): EventAgent {
  return { userId, availableHourId: null, isOrganizer: false, customAvailableHour: null, mode: null };
}

/** Exactly one organizer: the one asked for when present, else the current one, else the first host. */
function withOneOrganizer(agents: EventAgent[], preferred?: string): EventAgent[] {
  const current = agents.find((a) => a.isOrganizer)?.userId;
  const chosen =
    (preferred && agents.some((a) => a.userId === preferred) ? preferred : undefined) ??
    current ??
    agents[0]?.userId;
  return agents.map((a) => ({ ...a, isOrganizer: a.userId === chosen }));
}

/** Adds or removes a host; the last host stays (an event needs one) and the organizer is kept valid. */
export function toggleHost(draft: EventDraft, userId: string, on: boolean): Pick<EventDraft, 'agents'> {
  const present = draft.agents.some((a) => a.userId === userId);
  if (on && !present) return { agents: withOneOrganizer([...draft.agents, newHost(userId)]) };
  if (!on && present && draft.agents.length > 1) {
    return { agents: withOneOrganizer(draft.agents.filter((a) => a.userId !== userId)) };
  }
  return { agents: draft.agents };
}

export function setOrganizer(draft: EventDraft, userId: string): Pick<EventDraft, 'agents'> {
  return { agents: withOneOrganizer(draft.agents, userId) };
}

/** The single host of a one-on-one or group event. */
export function setSoleHost(draft: EventDraft, userId: string): Pick<EventDraft, 'agents'> {
  const kept = draft.agents.find((a) => a.userId === userId) ?? newHost(userId);
  return { agents: [{ ...kept, isOrganizer: true }] };
}

export interface TeamLike {
  _id: string;
  members: readonly { userId: string; isLead: boolean }[];
}

/**
 * Puts the event in a team and takes its hosts from it: every member hosts (their settings
 * kept when they already did), a lead organises unless the organizer is in the team. A team
 * without members changes only the team. With null the event leaves its team and keeps its hosts.
 */
export function withTeam(draft: EventDraft, team: TeamLike | null): Pick<EventDraft, 'teamId' | 'agents'> {
  if (!team) return { teamId: null, agents: draft.agents };
  if (team.members.length === 0) return { teamId: team._id, agents: draft.agents };
  const agents = team.members.map(
    (member) => draft.agents.find((a) => a.userId === member.userId) ?? newHost(member.userId),
  );
  const organizer = draft.agents.find((a) => a.isOrganizer)?.userId;
  const inTeam = team.members.some((m) => m.userId === organizer);
  const lead = team.members.find((m) => m.isLead)?.userId;
  return { teamId: team._id, agents: withOneOrganizer(agents, inTeam ? organizer : lead) };
}
