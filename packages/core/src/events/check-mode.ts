import type { CheckModeResult } from './event-list-schema.ts';
import { type MeetingMode, MODE_LABELS, VIDEO_MODES } from './mode-schema.ts';

/**
 * Whether each host can use a meeting mode. Video modes need the host's connected provider, and
 * no provider can be connected yet, so they answer not connected with the reason; the others
 * need nothing.
 */
export function checkModeConnection(
  key: MeetingMode,
  hosts: ReadonlyArray<{ userId: string; name: string }>,
): CheckModeResult {
  if (!VIDEO_MODES.includes(key)) {
    return {
      key,
      needsProvider: false,
      connected: true,
      reason: null,
      agents: hosts.map((h) => ({ userId: h.userId, connected: true, reason: null })),
    };
  }
  const label = MODE_LABELS[key];
  return {
    key,
    needsProvider: true,
    connected: false,
    reason: `${label} is not connected: video provider integrations are not available yet, so ${label} links cannot be created. Choose in person, phone, custom or ask invitee instead.`,
    agents: hosts.map((h) => ({
      userId: h.userId,
      connected: false,
      reason: `${h.name} has not connected ${label}`,
    })),
  };
}
