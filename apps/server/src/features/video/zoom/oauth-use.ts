import type { OAuthUse } from '../../oauth/service.ts';
import { deleteGrant, findGrants } from '../../oauth/service.ts';

export const ZOOM_USE_ID = 'zoom-video';

/**
 * A host's Zoom account, through the server's Zoom OAuth app (a user-managed app): meetings are
 * made, moved and deleted as that host. One account per host: connecting again replaces it.
 */
export const zoomVideoUse: OAuthUse = {
  id: ZOOM_USE_ID,
  provider: 'zoom',
  scopes: ['meeting:write:meeting', 'meeting:update:meeting', 'meeting:delete:meeting'],
  async connected(deps, { agentId, grantId }) {
    for (const grant of await findGrants(deps, agentId, ZOOM_USE_ID))
      if (grant.id !== grantId) await deleteGrant(deps, grant.id);
  },
};
