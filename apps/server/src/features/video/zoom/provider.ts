import type { Deps } from '../../../deps.ts';
import { OAuthGrantRefusedError } from '../../oauth/protocol.ts';
import { findGrants, isConfigured, oauthFetch, providerConfig } from '../../oauth/service.ts';
import type { CallOptions, VideoMeeting, VideoMeetingInput, VideoProvider } from '../provider.ts';
import { VideoSetupError } from '../provider.ts';
import { ZOOM_USE_ID } from './oauth-use.ts';

const NOT_SET_UP =
  'Zoom is not set up on this server (its administrator sets ZOOM_CLIENT_ID and ZOOM_CLIENT_SECRET)';
const RECONNECT = 'connect Zoom again under Apps & integrations';

/** A meeting Zoom no longer has (the host deleted it there): code 3001. */
class ZoomMeetingGone extends Error {}

async function grantOf(deps: Deps, agentId: string): Promise<string> {
  if (!isConfigured(deps, 'zoom')) throw new VideoSetupError(NOT_SET_UP);
  const [grant] = await findGrants(deps, agentId, ZOOM_USE_ID);
  if (!grant) throw new VideoSetupError('The host has not connected Zoom (Apps & integrations)');
  if (grant.brokenAt) throw new VideoSetupError(`Zoom refused the host's saved sign-in; ${RECONNECT}`);
  return grant.id;
}

/**
 * One call to Zoom's API as the host. The OAuth module refreshes an expired token (401) and
 * waits out a 429 or 5xx twice; what still fails is sorted here: a refusal only the host can fix
 * is a VideoSetupError (not retried), a 429 or 5xx a plain error (the job tries again later).
 */
async function zoom(
  deps: Deps,
  agentId: string,
  method: string,
  path: string,
  options: CallOptions,
  body?: unknown,
): Promise<Response> {
  const grantId = await grantOf(deps, agentId);
  let response: Response;
  try {
    response = await oauthFetch(deps, grantId, `${providerConfig(deps, 'zoom').apiUrl}${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof OAuthGrantRefusedError) throw new VideoSetupError(`${error.message}`);
    throw error;
  }
  if (response.ok) return response;
  const answer = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
  const said = `Zoom answered ${response.status}${answer.message ? ` (${answer.message})` : ''}`;
  if (response.status === 404 && answer.code === 3001) throw new ZoomMeetingGone(said);
  if (response.status === 429 || response.status >= 500) throw new Error(said);
  if (response.status === 401 || response.status === 403) throw new VideoSetupError(`${said}; ${RECONNECT}`);
  throw new VideoSetupError(said);
}

/** The fields Zoom documents for a scheduled meeting (type 2), start in UTC shown in the host's zone. */
function meetingBody(input: VideoMeetingInput) {
  return {
    topic: input.topic.slice(0, 200),
    type: 2,
    start_time: input.start.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    duration: input.duration,
    timezone: input.timezone,
    agenda: input.agenda.slice(0, 2000),
  };
}

async function createMeeting(
  deps: Deps,
  agentId: string,
  input: VideoMeetingInput,
  options: CallOptions,
): Promise<VideoMeeting> {
  const response = await zoom(deps, agentId, 'POST', '/users/me/meetings', options, meetingBody(input));
  const made = (await response.json()) as { id?: number | string; join_url?: string; password?: string };
  if (made.id === undefined || !made.join_url) throw new Error('Zoom answered without a meeting id or link');
  return { id: String(made.id), link: made.join_url, password: made.password || undefined };
}

/** Zoom (`POST /users/me/meetings`, `PATCH` and `DELETE /meetings/{id}`) through the host's own account. */
export const zoomProvider: VideoProvider = {
  mode: 'ZOOM',

  async missing(deps, hosts) {
    if (!isConfigured(deps, 'zoom')) return new Map(hosts.map((h) => [h.userId, NOT_SET_UP]));
    const result = new Map<string, string | null>();
    for (const h of hosts) {
      const [grant] = await findGrants(deps, h.userId, ZOOM_USE_ID);
      result.set(
        h.userId,
        !grant
          ? `${h.name} has not connected Zoom (Apps & integrations)`
          : grant.brokenAt
            ? `${h.name}’s Zoom sign-in was refused; ${RECONNECT}`
            : null,
      );
    }
    return result;
  },

  create: createMeeting,

  async update(deps, agentId, existing, input, options) {
    try {
      await zoom(
        deps,
        agentId,
        'PATCH',
        `/meetings/${encodeURIComponent(existing.id)}`,
        options,
        meetingBody(input),
      );
      return existing;
    } catch (error) {
      // Deleted in Zoom meanwhile: the moved meeting gets a new one.
      if (error instanceof ZoomMeetingGone) return createMeeting(deps, agentId, input, options);
      throw error;
    }
  },

  async delete(deps, agentId, existing, options) {
    try {
      await zoom(deps, agentId, 'DELETE', `/meetings/${encodeURIComponent(existing.id)}`, options);
    } catch (error) {
      if (!(error instanceof ZoomMeetingGone)) throw error;
    }
  },
};
