import { MODE_LABELS, type VideoMode } from '@kairos/core/events/mode-schema';
import { googleMeetProvider } from './google-meet/provider.ts';
import { jitsiProvider } from './jitsi/provider.ts';
import { microsoftTeamsProvider } from './microsoft-teams/provider.ts';
import { type VideoProvider, VideoSetupError } from './provider.ts';

/** A mode whose provider is not built yet: it says so at setup and makes no link. */
function notYetAvailable(mode: VideoMode): VideoProvider {
  const reason = `${MODE_LABELS[mode]} links are not available yet`;
  return {
    mode,
    missing: async (_deps, hosts) => new Map(hosts.map((h) => [h.userId, reason])),
    create: async () => {
      throw new VideoSetupError(reason);
    },
    update: async () => {
      throw new VideoSetupError(reason);
    },
    delete: async () => {},
  };
}

/** Every video provider by mode; a new provider is a folder and one line here. */
const PROVIDERS: Record<VideoMode, VideoProvider> = {
  ZOOM: notYetAvailable('ZOOM'),
  GOOGLE_MEET: googleMeetProvider,
  MICROSOFT_TEAMS: microsoftTeamsProvider,
  JITSI: jitsiProvider,
};

export function videoProviderOf(mode: VideoMode): VideoProvider {
  return PROVIDERS[mode];
}
