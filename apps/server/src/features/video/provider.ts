import type { VideoMode } from '@kairos/core/events/mode-schema';
import type { Deps } from '../../deps.ts';

/** The meeting a video provider is asked to hold: what its hosts and attendees see there. */
export interface VideoMeetingInput {
  /** The Kairos meeting, for providers that name rooms or keep their own ids. */
  meetingId: string;
  topic: string;
  agenda: string;
  start: Date;
  /** Minutes. */
  duration: number;
  /** The host's zone, for providers that show times. */
  timezone: string;
}

/** A meeting at the provider, as `meeting.onlineMeeting` keeps it (spec section 3: id, link, password). */
export interface VideoMeeting {
  id: string;
  link: string;
  password?: string | undefined;
  /** The provider's own state to keep with it (e.g. the calendar event that holds a conference). */
  data?: Record<string, unknown> | undefined;
}

export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/**
 * A video provider (DESIGN.md "Integrations"): one folder per provider implements it and adds
 * one line to providers.ts. Each call acts for one host (`agentId`, the meeting's organizer):
 * the provider finds that host's own connection. Calls must be safe to repeat: the booking's
 * side-effect job retries them.
 */
export interface VideoProvider {
  mode: VideoMode;
  /**
   * What keeps each host from having meetings made, in words for the host ("Ada Lovelace has not
   * connected Zoom"), or null when the host is ready. `POST /event/check-mode` shows it at setup.
   */
  missing(
    deps: Deps,
    hosts: ReadonlyArray<{ userId: string; name: string }>,
  ): Promise<Map<string, string | null>>;
  create(deps: Deps, agentId: string, input: VideoMeetingInput, options: CallOptions): Promise<VideoMeeting>;
  /** Moves the meeting (new time, length or topic); returns it as it now is (a link may change). */
  update(
    deps: Deps,
    agentId: string,
    existing: VideoMeeting,
    input: VideoMeetingInput,
    options: CallOptions,
  ): Promise<VideoMeeting>;
  /** Deletes the meeting; one already gone at the provider counts as deleted. */
  delete(deps: Deps, agentId: string, existing: VideoMeeting, options: CallOptions): Promise<void>;
}

/**
 * A refusal only the host can fix (no connected account, a revoked sign-in, a missing server
 * setting): not retried; the booking goes on without a link and the host is told.
 */
export class VideoSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VideoSetupError';
  }
}
