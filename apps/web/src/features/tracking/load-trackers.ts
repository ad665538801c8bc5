import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import { bookingsApi } from '../api/clients';
import { isEmbeddedInFrame, isPublicBookingsOrigin } from '../shell/embedding';

export interface TrackerAppEntry {
  appName: string;
  id: string;
}

/** `GET /website/tracker-apps/{accessLink}`: the workspace's pixel and analytics ids (none on failure). */
export function publicTrackerAppsQuery(accessLink: string) {
  return queryOptions({
    queryKey: ['public', 'tracker-apps', accessLink.toLowerCase()],
    queryFn: ({ signal }) =>
      bookingsApi
        .get<{ trackerApps: TrackerAppEntry[] }>(`/website/tracker-apps/${encodeURIComponent(accessLink)}`, {
          signal,
        })
        .then((list) => list.trackerApps)
        .catch((): TrackerAppEntry[] => []),
    staleTime: 5 * 60_000,
  });
}

/** Trackers matter on the public bookings domain (events) and inside a frame (INIT_GOOGLE_ANALYTICS). */
function trackersApply(): boolean {
  return isPublicBookingsOrigin() || isEmbeddedInFrame();
}

/**
 * Connects the workspace's trackers before a public page renders, so its first events reach them.
 * The pixel code loads on its own, after the page's entry; pages elsewhere skip it all.
 */
export async function connectTrackerApps(apps: readonly TrackerAppEntry[]): Promise<void> {
  if (apps.length === 0 || !trackersApply()) return;
  const { connectTrackers } = await import('./pixels');
  connectTrackers(apps);
}

/** For a route loader: the trackers of an access link, connected. Never fails the page. */
export async function loadTrackers(queryClient: QueryClient, accessLink: string): Promise<void> {
  if (!trackersApply()) return;
  try {
    await connectTrackerApps(await queryClient.ensureQueryData(publicTrackerAppsQuery(accessLink)));
  } catch (error) {
    console.warn('Trackers could not be connected', error);
  }
}
