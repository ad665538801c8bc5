import { slugifyAccessLink } from '@kairos/core/accounts/access-link';
import type { Team, TeamBody, TeamList, TeamPatch } from '@kairos/core/accounts/team-schema';
import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import type { DbOrTx } from '@kairos/db/client';
import { isUniqueViolation } from '@kairos/db/errors';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { isAccessLinkTaken } from '../accounts/repo.ts';
import { assertAccessLinkFree } from '../workspace/service.ts';
import * as repo from './repo.ts';

function toDto(row: repo.TeamRow, members: repo.TeamMemberRow[], eventCount: number): Team {
  return {
    _id: row.id,
    name: row.name,
    accessLink: row.accessLink,
    description: row.description,
    members: members.filter((m) => m.teamId === row.id).map(({ teamId: _, ...m }) => m),
    eventCount,
    createdAt: row.createdAt.toISOString(),
  };
}

async function describe(db: DbOrTx, appId: AuthorizedAppId, rows: repo.TeamRow[]): Promise<Team[]> {
  const [members, counts] = await Promise.all([
    repo.listTeamMembers(
      db,
      appId,
      rows.map((r) => r.id),
    ),
    repo.countEvents(db, appId),
  ]);
  return rows.map((r) => toDto(r, members, counts.get(r.id) ?? 0));
}

export async function listTeams(deps: Deps, auth: AuthContext): Promise<TeamList> {
  return { teams: await describe(deps.db, auth.appId, await repo.listTeams(deps.db, auth.appId)) };
}

async function teamOrThrow(db: DbOrTx, appId: AuthorizedAppId, id: string): Promise<repo.TeamRow> {
  const row = isUuid(id) ? await repo.findTeam(db, appId, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'Team not found');
  return row;
}

async function checkMembers(
  db: DbOrTx,
  appId: AuthorizedAppId,
  members: Array<{ userId: string }>,
): Promise<void> {
  const known = await repo.workspaceMembers(
    db,
    appId,
    members.map((m) => m.userId),
  );
  const issues = members.flatMap((m, i) =>
    known.has(m.userId)
      ? []
      : [{ path: `members.${i}.userId`, message: 'This person is not in your workspace' }],
  );
  if (issues.length > 0) throw new AppError('VALIDATION_ERROR', issues[0]?.message, { issues });
}

/** A free link from the team's name: its slug, then with a number. */
async function linkFromName(deps: Deps, name: string): Promise<string> {
  const base = slugifyAccessLink(name);
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isAccessLinkTaken(deps.db, candidate))) return candidate;
  }
  throw new AppError('ACCESS_LINK_TAKEN', 'Please choose an access link for this team');
}

function mapSaveError(error: unknown): never {
  if (isUniqueViolation(error, 'teams_access_link_key')) throw new AppError('ACCESS_LINK_TAKEN');
  throw error;
}

export async function createTeam(deps: Deps, auth: AuthContext, body: TeamBody): Promise<Team> {
  await checkMembers(deps.db, auth.appId, body.members);
  const accessLink = body.accessLink ?? (await linkFromName(deps, body.name));
  if (body.accessLink) await assertAccessLinkFree(deps, accessLink, { appId: auth.appId, kind: 'team' });
  try {
    const row = await deps.db.transaction(async (tx) => {
      const team = await repo.insertTeam(tx, auth.appId, {
        name: body.name,
        accessLink,
        description: body.description,
      });
      await repo.replaceMembers(tx, auth.appId, team.id, body.members);
      return team;
    });
    const [team] = await describe(deps.db, auth.appId, [row]);
    return team as Team;
  } catch (error) {
    return mapSaveError(error);
  }
}

export async function updateTeam(deps: Deps, auth: AuthContext, id: string, body: TeamPatch): Promise<Team> {
  const current = await teamOrThrow(deps.db, auth.appId, id);
  if (body.members) await checkMembers(deps.db, auth.appId, body.members);
  const moving = body.accessLink !== undefined && body.accessLink !== current.accessLink.toLowerCase();
  if (moving && body.accessLink)
    await assertAccessLinkFree(deps, body.accessLink, { appId: auth.appId, kind: 'team' });
  try {
    const row = await deps.db.transaction(async (tx) => {
      if (body.members) {
        const staying = new Set(body.members.map((m) => m.userId));
        const hosts = await repo.teamEventHosts(tx, auth.appId, id);
        const leaving = [...hosts].filter((h) => !staying.has(h));
        if (leaving.length > 0) {
          throw new AppError(
            'CONFLICT',
            "A member you removed hosts one of the team's events; take them off the event first",
          );
        }
        await repo.replaceMembers(tx, auth.appId, id, body.members);
      }
      const values = Object.fromEntries(
        Object.entries({
          name: body.name,
          description: body.description,
          accessLink: moving ? body.accessLink : undefined,
        }).filter(([, v]) => v !== undefined),
      );
      return repo.updateTeam(tx, auth.appId, id, values, deps.now());
    });
    if (!row) throw new AppError('NOT_FOUND', 'Team not found');
    const [team] = await describe(deps.db, auth.appId, [row]);
    return team as Team;
  } catch (error) {
    return mapSaveError(error);
  }
}

export async function deleteTeam(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  await teamOrThrow(deps.db, auth.appId, id);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.deleteTeam(tx, auth.appId, id, deps.now())))
      throw new AppError('NOT_FOUND', 'Team not found');
  });
}
