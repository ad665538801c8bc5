import type { CheckModeResult } from './event-list-schema.ts';
import { isVideoMode, type MeetingMode, MODE_LABELS } from './mode-schema.ts';

/**
 * Whether each host can use a meeting mode. Only video modes need something (the host's
 * connected account, or the server's Jitsi address): `missing` holds, per host, what is missing
 * in words for the host (null when ready); the others need nothing.
 */
export function checkModeConnection(
  key: MeetingMode,
  hosts: ReadonlyArray<{ userId: string; name: string }>,
  missing: ReadonlyMap<string, string | null> = new Map(),
): CheckModeResult {
  if (!isVideoMode(key)) {
    return {
      key,
      needsProvider: false,
      connected: true,
      reason: null,
      agents: hosts.map((h) => ({ userId: h.userId, connected: true, reason: null })),
    };
  }
  const agents = hosts.map((h) => {
    const reason = missing.get(h.userId) ?? null;
    return { userId: h.userId, connected: reason === null, reason };
  });
  const blocked = agents.filter((a) => !a.connected);
  const label = MODE_LABELS[key];
  return {
    key,
    needsProvider: true,
    connected: blocked.length === 0,
    reason:
      blocked.length === 0
        ? null
        : `${label} links cannot be created for every host yet: ${blocked.map((a) => a.reason).join('; ')}. Bookings still go through, without a ${label} link, until this is fixed.`,
    agents,
  };
}
