import type { VideoConnection, VideoConnectionsResponse } from '@kairos/core/video/video-schema';
import type { Deps } from '../../deps.ts';
import { deleteGrant, findGrants, isConfigured } from '../oauth/service.ts';
import { ZOOM_USE_ID } from './zoom/oauth-use.ts';

/** The caller's video accounts (their Zoom sign-in, kept by the OAuth module) and what can be connected. */
export async function listVideoConnections(deps: Deps, agentId: string): Promise<VideoConnectionsResponse> {
  const [zoom] = await findGrants(deps, agentId, ZOOM_USE_ID);
  const connections: VideoConnection[] = zoom
    ? [
        {
          provider: 'ZOOM',
          status: zoom.brokenAt ? 'BROKEN' : 'OK',
          error: zoom.brokenAt ? (zoom.error ?? 'Zoom refused the saved sign-in') : null,
          connectedAt: zoom.createdAt.toISOString(),
        },
      ]
    : [];
  return { connections, available: isConfigured(deps, 'zoom') ? ['ZOOM'] : [] };
}

/**
 * Disconnects the caller's Zoom account (the sign-in is revoked at Zoom). Meetings already made
 * keep their links; new bookings get none until Zoom is connected again.
 */
export async function disconnectVideo(deps: Deps, agentId: string): Promise<void> {
  for (const grant of await findGrants(deps, agentId, ZOOM_USE_ID)) await deleteGrant(deps, grant.id);
}
