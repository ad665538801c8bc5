import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { Appearance } from '@kairos/core/events/page-schema';
import type { Db } from '@kairos/db/client';
import { events, shareLinks, teams, workspaces } from '@kairos/db/schema';
import { and, eq, isNull, sql } from 'drizzle-orm';

export async function findBranding(db: Db, appId: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ branding: workspaces.branding })
    .from(workspaces)
    .where(eq(workspaces.id, appId))
    .limit(1);
  return row?.branding;
}

export async function saveBranding(
  db: Db,
  appId: AuthorizedAppId,
  branding: Record<string, unknown>,
): Promise<void> {
  await db.update(workspaces).set({ branding }).where(eq(workspaces.id, appId));
}

/** The workspace (and team, for a team's link) behind a public access link, any case. */
export async function findAppByAccessLink(
  db: Db,
  accessLink: string,
): Promise<{ appId: string; teamId: string | null } | undefined> {
  const lower = accessLink.toLowerCase();
  const [ws] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(sql`lower(${workspaces.accessLink}) = ${lower}`)
    .limit(1);
  if (ws) return { appId: ws.id, teamId: null };
  const [team] = await db
    .select({ id: teams.id, appId: teams.appId })
    .from(teams)
    .where(sql`lower(${teams.accessLink}) = ${lower}`)
    .limit(1);
  return team ? { appId: team.appId, teamId: team.id } : undefined;
}

export async function workspaceExists(db: Db, appId: string): Promise<boolean> {
  const rows = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, appId))
    .limit(1);
  return rows.length > 0;
}

/** A live event's appearance by slug (any case). */
export async function findEventAppearance(
  db: Db,
  appId: string,
  slug: string,
): Promise<{ appearance: Appearance; teamId: string | null } | undefined> {
  const [row] = await db
    .select({ appearance: events.appearance, teamId: events.teamId })
    .from(events)
    .where(
      and(
        eq(events.appId, appId),
        eq(sql`lower(${events.slug})`, slug.toLowerCase()),
        isNull(events.deletedAt),
      ),
    )
    .limit(1);
  return row;
}

/** The workspace and event appearance behind a share link. */
export async function findShareLinkAppearance(
  db: Db,
  link: string,
): Promise<{ appId: string; appearance: Appearance } | undefined> {
  const [row] = await db
    .select({ appId: events.appId, appearance: events.appearance })
    .from(shareLinks)
    .innerJoin(events, eq(events.id, shareLinks.eventId))
    .where(eq(shareLinks.link, link))
    .limit(1);
  return row;
}
