import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import { AppError } from '@kairos/core/errors';
import type { TrackerApp, TrackerAppBody, TrackerAppName } from '@kairos/core/trackers/tracker-apps-schema';
import type { Deps } from '../../deps.ts';
import { MovedAccessLink, resolveAccessLink } from '../public-events/service.ts';
import * as repo from './repo.ts';

const toDto = (row: repo.TrackerAppRow): TrackerApp => ({ appName: row.appName, id: row.trackerId });

/** The workspace's tracking ids, one per service. */
export async function listTrackerApps(deps: Deps, appId: string): Promise<TrackerApp[]> {
  return (await repo.listTrackerApps(deps.db, appId)).map(toDto);
}

export async function saveTrackerApp(
  deps: Deps,
  appId: AuthorizedAppId,
  body: TrackerAppBody,
): Promise<TrackerApp[]> {
  await repo.upsertTrackerApp(deps.db, appId, body.appName, body.id, deps.now());
  return listTrackerApps(deps, appId);
}

export async function removeTrackerApp(
  deps: Deps,
  appId: AuthorizedAppId,
  appName: TrackerAppName,
): Promise<TrackerApp[]> {
  if (!(await repo.deleteTrackerApp(deps.db, appId, appName))) {
    throw new AppError('NOT_FOUND', 'This tracker is not set up');
  }
  return listTrackerApps(deps, appId);
}

/** The trackers of the workspace behind a public access link (a team's link: its workspace's). */
export async function publicTrackerApps(deps: Deps, accessLink: string): Promise<TrackerApp[]> {
  let resolved = await resolveAccessLink(deps, accessLink);
  if (resolved instanceof MovedAccessLink) resolved = await resolveAccessLink(deps, resolved.accessLink);
  if (resolved instanceof MovedAccessLink) throw new AppError('NOT_FOUND', 'No booking page at this address');
  return listTrackerApps(deps, resolved.workspace.id);
}
