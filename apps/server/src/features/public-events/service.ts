import { AppError } from '@kairos/core/errors';
import type { AgentDetails } from '@kairos/core/events/agent-schema';
import type { AvailableHour } from '@kairos/core/events/availability';
import { defaultWorkingHours } from '@kairos/core/events/event-rules';
import type { Event } from '@kairos/core/events/event-schema';
import type { PublicEvent, PublicEventList, PublicEventPage } from '@kairos/core/events/public-event-schema';
import { isUuid } from '@kairos/core/ids';
import type { Deps } from '../../deps.ts';
import { toAvailability } from '../available-hours/service.ts';
import { toEventDto, toPublicEventDto } from '../events/dto.ts';
import { withOfferedPaymentMethods } from '../payments/accounts.ts';
import { prefillFromResponse } from '../routing-forms/service.ts';
import * as repo from './repo.ts';

/** A former access link: the caller answers with a redirect to the workspace's current one. */
export class MovedAccessLink {
  constructor(readonly accessLink: string) {}
}

export interface ResolvedLink {
  workspace: repo.PublicWorkspaceRow;
  team: { id: string; name: string; accessLink: string } | null;
}

/** A workspace link, a team's link, or (as `MovedAccessLink`) a workspace's former link; else 404. */
export async function resolveAccessLink(
  deps: Deps,
  accessLink: string,
): Promise<ResolvedLink | MovedAccessLink> {
  const workspace = await repo.findWorkspaceByAccessLink(deps.db, accessLink);
  if (workspace) return { workspace, team: null };
  const team = await repo.findTeamByAccessLink(deps.db, accessLink);
  if (team) return team;
  const moved = await repo.findAliasTarget(deps.db, accessLink);
  if (moved) return new MovedAccessLink(moved);
  throw new AppError('NOT_FOUND', 'No booking page at this address');
}

const publicTeam = (team: ResolvedLink['team']) =>
  team ? { name: team.name, accessLink: team.accessLink } : null;

/**
 * The listing page of an access link: its ACTIVE, non-private events and the workspace's name;
 * a team's link lists only the team's events.
 */
export async function listPublicEvents(
  deps: Deps,
  accessLink: string,
): Promise<PublicEventList | MovedAccessLink> {
  const resolved = await resolveAccessLink(deps, accessLink);
  if (resolved instanceof MovedAccessLink) return resolved;
  const { workspace, team } = resolved;
  const records = await repo.listPublicEvents(deps.db, workspace.id, team?.id);
  const events = await withOfferedPaymentMethods(
    deps.db,
    workspace.id,
    records.map((r) => toPublicEventDto(toEventDto(r))),
  );
  const hosts: AgentDetails[] = team
    ? (await repo.listTeamHosts(deps.db, team.id)).map((member) => ({ ...member, status: 'ACTIVE' }))
    : [...new Map(events.flatMap((e) => e.agentsDetails).map((host) => [host.userId, host])).values()];
  return {
    workspace: { name: workspace.name, accessLink: workspace.accessLink },
    team: publicTeam(team),
    events,
    hosts,
  };
}

/**
 * One bookable event by access link and slug: 404 NOT_FOUND when missing, INACTIVE or deleted.
 * With `responseId` (a routing form response of the same workspace), `prefill` holds the name
 * and email from the response's NAME and EMAIL_ID answers; an unknown response adds nothing.
 */
export async function getPublicEvent(
  deps: Deps,
  accessLink: string,
  slug: string,
  responseId?: string,
): Promise<PublicEventPage | MovedAccessLink> {
  const resolved = await resolveAccessLink(deps, accessLink);
  if (resolved instanceof MovedAccessLink) return resolved;
  const { workspace, team } = resolved;
  const record = await repo.findPublicEvent(deps.db, workspace.id, slug);
  if (!record || (team && record.event.teamId !== team.id)) {
    throw new AppError('NOT_FOUND', 'This event is no longer accessible');
  }
  const [prefill, [event]] = await Promise.all([
    responseId ? prefillFromResponse(deps, workspace.id, responseId) : undefined,
    withOfferedPaymentMethods(deps.db, workspace.id, [toPublicEventDto(toEventDto(record))]),
  ]);
  return {
    workspace: { name: workspace.name, accessLink: workspace.accessLink },
    team: publicTeam(team),
    event: event as PublicEvent,
    ...(prefill ? { prefill } : {}),
  };
}

export interface EventForSlots {
  /** The workspace the event belongs to. */
  appId: string;
  /** The whole event, as its hosts see it; the caller checks `status` (and `isPrivate` where it matters). */
  event: Event;
  /** The event's zone: its schedule dates, specific dates and daily limits are read in it. */
  timezone: string;
  organizerId: string;
  /** Each host in the event's order, with the hours that apply to this event. */
  agents: Array<{ id: string; availability: AvailableHour }>;
}

/**
 * What the slot engine needs of an event, by id alone (the public booking path), 404 when missing
 * or deleted. A host's hours are, first to last: their own custom hours for the event, the set
 * they chose (`availableHourId`), the event's custom hours, their default set, and, for a host
 * who has never had one, Monday to Friday 09:00–17:00 in their zone (what their default set
 * will be once it is made).
 */
export async function loadEventForSlots(deps: Deps, eventId: string): Promise<EventForSlots> {
  const found = isUuid(eventId) ? await repo.findEventForSlots(deps.db, eventId) : undefined;
  if (!found) throw new AppError('NOT_FOUND', 'Event not found');
  const event = toEventDto({ event: found.event, agents: found.agents.map((a) => a.agent) });
  const agents = found.agents.map(({ agent, chosen, fallback, timezone }) => ({
    id: agent.userId,
    availability:
      agent.customAvailableHour ??
      (chosen ? toAvailability(chosen) : null) ??
      event.customAvailableHour ??
      (fallback ? toAvailability(fallback) : defaultWorkingHours(timezone)),
  }));
  return {
    appId: found.event.appId,
    event,
    timezone: event.timezonePreference.timezone,
    organizerId: event.organizerUserId,
    agents,
  };
}

/** Whether `/{accessLink}/{slug}` shows a bookable event of the link's workspace (or team). */
export async function hasPublicEventPage(deps: Deps, resolved: ResolvedLink, slug: string): Promise<boolean> {
  return repo.hasPublicEvent(deps.db, resolved.workspace.id, slug, resolved.team?.id);
}

/** Gives a workspace a new public access link (the demo seed's `demo`). */
export async function setAccessLink(deps: Deps, workspaceId: string, accessLink: string): Promise<void> {
  await repo.setAccessLink(deps.db, workspaceId, accessLink);
}
