import { slugifyAccessLink } from '@kairos/core/accounts/access-link';
import type { Team } from '@kairos/core/accounts/team-schema';

export interface TeamFormValues {
  name: string;
  accessLink: string;
  description: string;
  /** userId → isLead, for the members picked. */
  members: Record<string, boolean>;
}

export function teamFormValues(team: Team | null): TeamFormValues {
  if (!team) return { name: '', accessLink: '', description: '', members: {} };
  return {
    name: team.name,
    accessLink: team.accessLink,
    description: team.description,
    members: Object.fromEntries(team.members.map((m) => [m.userId, m.isLead])),
  };
}

/** Adds or removes a member; a removed member is no longer lead. */
export function toggleTeamMember(values: TeamFormValues, userId: string, on: boolean): TeamFormValues {
  const members = { ...values.members };
  if (on) members[userId] = members[userId] ?? false;
  else delete members[userId];
  return { ...values, members };
}

/** Makes a picked member lead or not; leading means being in the team. */
export function setTeamLead(values: TeamFormValues, userId: string, isLead: boolean): TeamFormValues {
  return { ...values, members: { ...values.members, [userId]: isLead } };
}

/**
 * The request body: an empty access link is left out (the server takes the name's slug), and
 * members go in the order of `memberOrder` so the list reads as the dashboard shows it.
 */
export function toTeamBody(values: TeamFormValues, memberOrder: readonly string[]) {
  const members = memberOrder
    .filter((userId) => userId in values.members)
    .map((userId) => ({ userId, isLead: values.members[userId] ?? false }));
  const accessLink = values.accessLink.trim();
  return {
    name: values.name,
    description: values.description,
    members,
    ...(accessLink ? { accessLink } : {}),
  };
}

/** The link a new team would get when the host leaves the field empty. */
export function suggestedTeamLink(name: string): string {
  return name.trim() ? slugifyAccessLink(name) : '';
}
