import { randomBytes } from 'node:crypto';
import { type VideoProvider, VideoSetupError } from '../provider.ts';

const NOT_SET_UP = 'Jitsi Meet is not set up on this server (its administrator sets JITSI_BASE_URL)';

/**
 * Jitsi Meet has no API to call: a room exists while people are in it, so a meeting is an
 * address on the server's Jitsi (`JITSI_BASE_URL`) with a room name nobody can guess (128 random
 * bits). The room keeps its name when the meeting moves; there is nothing to delete.
 */
export const jitsiProvider: VideoProvider = {
  mode: 'JITSI',

  async missing(deps, hosts) {
    const reason = deps.config.jitsiBaseUrl ? null : NOT_SET_UP;
    return new Map(hosts.map((h) => [h.userId, reason]));
  },

  async create(deps) {
    const base = deps.config.jitsiBaseUrl;
    if (!base) throw new VideoSetupError(NOT_SET_UP);
    const room = `Kairos${randomBytes(16).toString('hex')}`;
    return { id: room, link: `${base}/${room}` };
  },

  async update(_deps, _agentId, existing) {
    return existing;
  },

  async delete() {},
};
