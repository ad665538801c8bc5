import { randomBytes, randomUUID } from 'node:crypto';
import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import { AppError, type FieldIssue } from '@kairos/core/errors';
import { checkModeConnection } from '@kairos/core/events/check-mode';
import {
  type CheckModeBody,
  type CheckModeResult,
  type EventListBody,
  EventListFiltersSchema,
  type EventPage,
  type EventSortBody,
  type EventSummaryList,
} from '@kairos/core/events/event-list-schema';
import {
  applyEventInput,
  checkEventRules,
  defaultEventSettings,
  slugifyEventName,
} from '@kairos/core/events/event-rules';
import type {
  Event,
  EventCreateBody,
  EventSettings,
  EventUpdateBody,
} from '@kairos/core/events/event-schema';
import { isVideoMode } from '@kairos/core/events/mode-schema';
import { isUuid } from '@kairos/core/ids';
import type { DbOrTx } from '@kairos/db/client';
import { isForeignKeyViolation, isUniqueViolation } from '@kairos/db/errors';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { findAvailableHoursByIds, findMembers } from '../available-hours/repo.ts';
import { teamMemberIds } from '../teams/repo.ts';
import { missingForVideo } from '../video/service.ts';
import { assertPlanAllows } from '../workspace/plan.ts';
import { toEventDto, toEventSettings, toEventSummary, toEventValues } from './dto.ts';
import * as repo from './repo.ts';

/** Tries of `name`, `name-2`, `name-3`… when creations race, then of random suffixes. */
const NUMBERED_SLUG_ATTEMPTS = 8;
const SLUG_ATTEMPTS = 10;

export const eventNotFound = () => new AppError('NOT_FOUND', 'Event not found');

/** The live event of the caller's workspace; anything else (unknown, deleted, another workspace's) is 404. */
export async function findEventOrThrow(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<repo.EventRecord> {
  const record = isUuid(id) ? await repo.findEvent(db, appId, id, options) : undefined;
  if (!record) throw eventNotFound();
  return record;
}

function invalid(issues: FieldIssue[]): AppError {
  const first = issues[0];
  return new AppError('VALIDATION_ERROR', first ? `${first.path}: ${first.message}` : undefined, { issues });
}

/** Hosts and co-hosts must be members; each host's hours must be theirs. */
async function checkReferences(db: DbOrTx, appId: AuthorizedAppId, s: EventSettings): Promise<FieldIssue[]> {
  const userIds = [...new Set([...s.agents.map((a) => a.userId), ...s.coHosts])];
  const hourIds = s.agents.flatMap((a) => (a.availableHourId ? [a.availableHourId] : []));
  const [members, hours] = await Promise.all([
    findMembers(db, appId, userIds),
    findAvailableHoursByIds(db, appId, hourIds),
  ]);
  const isMember = (id: string) => members.some((m) => m.id === id);
  const issues: FieldIssue[] = [];
  s.agents.forEach((a, i) => {
    if (!isMember(a.userId))
      issues.push({ path: `agents.${i}.userId`, message: 'This host is not in your workspace' });
    const set = a.availableHourId && hours.find((h) => h.id === a.availableHourId);
    if (a.availableHourId && (!set || set.userId !== a.userId)) {
      issues.push({
        path: `agents.${i}.availableHourId`,
        message: 'These available hours are not this host’s',
      });
    }
  });
  s.coHosts.forEach((id, i) => {
    if (!isMember(id))
      issues.push({ path: `coHosts.${i}`, message: 'This co-host is not in your workspace' });
  });
  if (s.teamId !== null) {
    // A team event takes its hosts from the team.
    const team = isUuid(s.teamId) ? await teamMemberIds(db, appId, s.teamId) : undefined;
    if (!team) issues.push({ path: 'teamId', message: 'This team is not in your workspace' });
    else {
      s.agents.forEach((a, i) => {
        if (isMember(a.userId) && !team.has(a.userId))
          issues.push({ path: `agents.${i}.userId`, message: 'This host is not a member of the team' });
      });
    }
  }
  return issues;
}

async function validate(db: DbOrTx, appId: AuthorizedAppId, s: EventSettings): Promise<void> {
  const issues = checkEventRules(s);
  if (issues.length === 0) issues.push(...(await checkReferences(db, appId, s)));
  if (issues.length > 0) throw invalid(issues);
}

/** Maps what the database refused on a save to the answer the host sees. */
function mapSaveError(error: unknown): never {
  if (isUniqueViolation(error, 'events_app_slug_key')) throw new AppError('SLUG_TAKEN');
  if (isForeignKeyViolation(error)) {
    throw new AppError(
      'CONFLICT',
      'A host or their available hours changed meanwhile; please reload and try again',
    );
  }
  throw error;
}

/** The first of `base`, `base-2`, `base-3`… not among `taken`. */
function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

async function candidateSlug(
  deps: Deps,
  appId: AuthorizedAppId,
  base: string,
  attempt: number,
): Promise<string> {
  if (attempt >= NUMBERED_SLUG_ATTEMPTS) return `${base}-${randomBytes(3).toString('hex')}`;
  return firstFreeSlug(base, new Set(await repo.findSlugsLike(deps.db, appId, base)));
}

/**
 * Creates an event from a name and a duration and whatever else is sent. A given slug that is
 * taken answers 409 SLUG_TAKEN; a slug made from the name takes the next free suffix, the unique
 * index deciding every race.
 */
export async function createEvent(deps: Deps, auth: AuthContext, body: EventCreateBody): Promise<Event> {
  const base = body.slug ?? slugifyEventName(body.name);
  const defaults = defaultEventSettings({
    name: body.name,
    slug: base,
    duration: body.duration,
    organizerId: auth.agentId,
    timezone: auth.session.agent.timezone,
  });
  const settings = applyEventInput(defaults, body, randomUUID);
  await validate(deps.db, auth.appId, settings);
  await assertPlanAllows(deps, auth.appId, auth.session.workspace.plan, 'event');

  for (let attempt = 0; ; attempt++) {
    const slug = body.slug ?? (await candidateSlug(deps, auth.appId, base, attempt));
    const { values, agents } = toEventValues({ ...settings, slug });
    try {
      const record = await deps.db.transaction(async (tx) => {
        const row = await repo.insertEvent(tx, auth.appId, auth.agentId, values, agents);
        return findEventOrThrow(tx, auth.appId, row.id);
      });
      return toEventDto(record);
    } catch (error) {
      const retry = body.slug === undefined && attempt < SLUG_ATTEMPTS - 1;
      if (retry && isUniqueViolation(error, 'events_app_slug_key')) continue;
      mapSaveError(error);
    }
  }
}

/** Replaces the fields sent (each sub-object whole) and checks the result as a whole. */
export async function updateEvent(deps: Deps, auth: AuthContext, body: EventUpdateBody): Promise<Event> {
  const { _id, id: altId, ...input } = body;
  const id = _id ?? altId ?? '';
  try {
    const record = await deps.db.transaction(async (tx) => {
      const current = await findEventOrThrow(tx, auth.appId, id, { forUpdate: true });
      const next = applyEventInput(toEventSettings(current), input, randomUUID);
      await validate(tx, auth.appId, next);
      const { values, agents } = toEventValues(next);
      await repo.updateEvent(tx, auth.appId, id, values, agents, deps.now());
      return findEventOrThrow(tx, auth.appId, id);
    });
    return toEventDto(record);
  } catch (error) {
    if (error instanceof AppError) throw error;
    mapSaveError(error);
  }
}

export async function getEvent(deps: Deps, auth: AuthContext, id: string): Promise<Event> {
  return toEventDto(await findEventOrThrow(deps.db, auth.appId, id));
}

export async function listEvents(deps: Deps, auth: AuthContext, body: EventListBody): Promise<EventPage> {
  const { page, limit, ...filters } = body ?? EventListFiltersSchema.parse({});
  const { records, total } = await repo.listEvents(deps.db, auth.appId, filters, {
    offset: (page - 1) * limit,
    limit,
  });
  return { events: records.map(toEventDto), page, pageSize: limit, total, last: page * limit >= total };
}

export async function deleteEvent(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  const deleted = isUuid(id) && (await repo.softDeleteEvent(deps.db, auth.appId, id, deps.now()));
  if (!deleted) throw eventNotFound();
}

export async function setPrivateStatus(
  deps: Deps,
  auth: AuthContext,
  body: { id: string; isPrivate: boolean },
): Promise<Event> {
  const updated =
    isUuid(body.id) && (await repo.setEventPrivate(deps.db, auth.appId, body.id, body.isPrivate, deps.now()));
  if (!updated) throw eventNotFound();
  return getEvent(deps, auth, body.id);
}

export async function listEventSummaries(deps: Deps, auth: AuthContext): Promise<EventSummaryList> {
  const rows = await repo.listEventRows(deps.db, auth.appId);
  return { events: rows.map(toEventSummary) };
}

/**
 * Puts the listed events first, in the order given, and the scope's other events after them in
 * their current order. The scope is the workspace, or one team (`teamId`; null: events outside
 * teams), whose events trade places among the positions they hold in the workspace's order.
 * Every id must be a live event of that scope.
 */
export async function sortEvents(
  deps: Deps,
  auth: AuthContext,
  body: EventSortBody,
): Promise<EventSummaryList> {
  if (!body.eventIds.every((id) => isUuid(id))) throw eventNotFound();
  await deps.db.transaction(async (tx) => {
    await repo.lockEventOrder(tx, auth.appId);
    const all = await repo.listEventRows(tx, auth.appId);
    const inScope = (e: repo.EventRow) => body.teamId === undefined || e.teamId === body.teamId;
    const scope = all.filter(inScope).map((e) => e.id);
    const known = new Set(scope);
    if (!body.eventIds.every((id) => known.has(id))) throw eventNotFound();
    const listed = new Set(body.eventIds);
    const reordered = [...body.eventIds, ...scope.filter((id) => !listed.has(id))];
    let next = 0;
    const order = all.map((e) => (inScope(e) ? (reordered[next++] ?? e.id) : e.id));
    await repo.setSortOrder(tx, auth.appId, order);
  });
  const rows = await repo.listEventRows(deps.db, auth.appId, body.teamId);
  return { events: rows.map(toEventSummary) };
}

/** Whether the hosts of `eventId` (or `userIds`, or the caller) can use a meeting mode. */
export async function checkMode(
  deps: Deps,
  auth: AuthContext,
  body: CheckModeBody,
): Promise<CheckModeResult> {
  let userIds = body.userIds ?? [auth.agentId];
  if (body.eventId !== undefined) {
    const record = await findEventOrThrow(deps.db, auth.appId, body.eventId);
    userIds = record.agents.map((a) => a.userId);
  }
  const valid = userIds.filter((id) => isUuid(id));
  const members = await findMembers(deps.db, auth.appId, valid);
  const memberIds = new Set(members.map((m) => m.id));
  const unknown = userIds.findIndex((id) => !memberIds.has(id));
  if (unknown >= 0) {
    throw invalid([{ path: `userIds.${unknown}`, message: 'This host is not in your workspace' }]);
  }
  const hosts = userIds.map((id) => {
    const m = members.find((member) => member.id === id);
    return { userId: id, name: m ? `${m.firstName} ${m.lastName}`.trim() : id };
  });
  const missing = isVideoMode(body.key) ? await missingForVideo(deps, body.key, hosts) : undefined;
  return checkModeConnection(body.key, hosts, missing);
}
