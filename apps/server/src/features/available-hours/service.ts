import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import { AppError } from '@kairos/core/errors';
import type { AvailableHour } from '@kairos/core/events/availability';
import {
  type AvailableHourCreateBody,
  type AvailableHourList,
  type AvailableHourUpdateBody,
  DEFAULT_AVAILABLE_HOUR_NAME,
  type SavedAvailableHour,
} from '@kairos/core/events/available-hour-schema';
import { defaultWorkingHours } from '@kairos/core/events/event-rules';
import { isUuid } from '@kairos/core/ids';
import type { DbOrTx } from '@kairos/db/client';
import { isUniqueViolation } from '@kairos/db/errors';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import * as repo from './repo.ts';

const notFound = () => new AppError('NOT_FOUND', 'Available hours not found');

export function toAvailableHourDto(row: repo.AvailableHourRow): SavedAvailableHour {
  return {
    _id: row.id,
    userId: row.userId,
    name: row.name,
    weeklySchedule: row.weeklySchedule,
    timezone: row.timezone,
    specificDates: row.specificDates,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAvailability(row: repo.AvailableHourRow): AvailableHour {
  return { weeklySchedule: row.weeklySchedule, timezone: row.timezone, specificDates: row.specificDates };
}

/**
 * Each member's default hours, creating "Working hours" (Monday to Friday, 09:00–17:00 in the
 * member's zone) for those who have none yet.
 */
export async function ensureDefaultAvailableHours(
  db: DbOrTx,
  appId: AuthorizedAppId,
  members: ReadonlyArray<{ id: string; timezone: string }>,
): Promise<Map<string, repo.AvailableHourRow>> {
  const ids = members.map((m) => m.id);
  let rows = await repo.findDefaultAvailableHours(db, appId, ids);
  const missing = members.filter((m) => !rows.some((r) => r.userId === m.id));
  if (missing.length > 0) {
    await repo.insertDefaultAvailableHours(
      db,
      appId,
      missing.map((m) => ({
        userId: m.id,
        name: DEFAULT_AVAILABLE_HOUR_NAME,
        isDefault: true,
        ...defaultWorkingHours(m.timezone),
      })),
    );
    rows = await repo.findDefaultAvailableHours(db, appId, ids);
  }
  return new Map(rows.map((r) => [r.userId, r]));
}

async function memberOrThrow(deps: Deps, appId: AuthorizedAppId, userId: string): Promise<repo.MemberRow> {
  const [member] = await repo.findMembers(deps.db, appId, [userId]);
  if (!member) throw new AppError('NOT_FOUND', 'No such host in this workspace');
  return member;
}

/** A host's sets, the default first; the caller's own unless `userId` names another member. */
export async function listAvailableHours(
  deps: Deps,
  auth: AuthContext,
  userId = auth.agentId,
): Promise<AvailableHourList> {
  const member = await memberOrThrow(deps, auth.appId, userId);
  await ensureDefaultAvailableHours(deps.db, auth.appId, [member]);
  const rows = await repo.listAvailableHours(deps.db, auth.appId, member.id);
  return { availableHours: rows.map(toAvailableHourDto) };
}

export async function getAvailableHour(
  deps: Deps,
  auth: AuthContext,
  id: string,
): Promise<SavedAvailableHour> {
  const row = isUuid(id) ? await repo.findAvailableHour(deps.db, auth.appId, id) : undefined;
  if (!row) throw notFound();
  return toAvailableHourDto(row);
}

function mapDefaultRace(error: unknown): never {
  if (isUniqueViolation(error, 'available_hours_default_key')) {
    throw new AppError('CONFLICT', 'The default hours changed at the same time; please try again');
  }
  throw error;
}

/** A new set for the caller; `isDefault` moves their default to it. */
export async function createAvailableHour(
  deps: Deps,
  auth: AuthContext,
  body: AvailableHourCreateBody,
): Promise<SavedAvailableHour> {
  const values = {
    name: body.name,
    weeklySchedule: body.weeklySchedule,
    timezone: body.timezone ?? auth.session.agent.timezone,
    specificDates: body.specificDates,
    isDefault: body.isDefault,
  };
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (values.isDefault) await repo.clearDefault(tx, auth.appId, auth.agentId);
      return repo.insertAvailableHour(tx, auth.appId, auth.agentId, values);
    });
    return toAvailableHourDto(row);
  } catch (error) {
    mapDefaultRace(error);
  }
}

/** A host changes their own sets; workspace admins may change anyone's. */
async function ownedOrThrow(deps: Deps, auth: AuthContext, id: string): Promise<repo.AvailableHourRow> {
  const row = isUuid(id) ? await repo.findAvailableHour(deps.db, auth.appId, id) : undefined;
  if (!row) throw notFound();
  if (row.userId !== auth.agentId && !auth.role.isSuperAdminRole) {
    throw new AppError('FORBIDDEN', 'You can only change your own available hours');
  }
  return row;
}

export async function updateAvailableHour(
  deps: Deps,
  auth: AuthContext,
  id: string,
  body: AvailableHourUpdateBody,
): Promise<SavedAvailableHour> {
  const current = await ownedOrThrow(deps, auth, id);
  if (current.isDefault && body.isDefault === false) {
    throw new AppError('CONFLICT', 'A host always has default hours: make another set the default instead');
  }
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (body.isDefault && !current.isDefault) await repo.clearDefault(tx, auth.appId, current.userId);
      return repo.updateAvailableHour(tx, auth.appId, id, body, deps.now());
    });
    if (!row) throw notFound();
    return toAvailableHourDto(row);
  } catch (error) {
    mapDefaultRace(error);
  }
}

/**
 * Deletes a set. Refused (409) for the default set, and for a set a live event's host uses: the
 * events must be given other hours first, so no event silently changes its availability.
 */
export async function deleteAvailableHour(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  const current = await ownedOrThrow(deps, auth, id);
  if (current.isDefault) {
    throw new AppError(
      'CONFLICT',
      'The default available hours cannot be deleted; make another set the default first',
    );
  }
  const outcome = await repo.deleteAvailableHour(deps.db, auth.appId, id);
  if (outcome === 'missing') throw notFound();
  if (outcome === 'in_use') {
    const names = await repo.findEventNamesUsingHours(deps.db, auth.appId, id);
    const list = names.length > 0 ? names.map((n) => `"${n}"`).join(', ') : 'an event';
    throw new AppError(
      'AVAILABLE_HOURS_IN_USE',
      `These available hours are used by ${list}; give its hosts other hours first`,
    );
  }
}
