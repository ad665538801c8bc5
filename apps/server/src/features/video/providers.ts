import type { VideoMode } from '@kairos/core/events/mode-schema';
import { googleMeetProvider } from './google-meet/provider.ts';
import { jitsiProvider } from './jitsi/provider.ts';
import { microsoftTeamsProvider } from './microsoft-teams/provider.ts';
import type { VideoProvider } from './provider.ts';
import { zoomProvider } from './zoom/provider.ts';

/** Every video provider by mode; a new provider is a folder and one line here. */
const PROVIDERS: Record<VideoMode, VideoProvider> = {
  ZOOM: zoomProvider,
  GOOGLE_MEET: googleMeetProvider,
  MICROSOFT_TEAMS: microsoftTeamsProvider,
  JITSI: jitsiProvider,
};

export function videoProviderOf(mode: VideoMode): VideoProvider {
  return PROVIDERS[mode];
}
