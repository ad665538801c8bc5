import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { syncVideoMeeting } from './service.ts';

const MeetingPayload = z.object({ meetingId: z.string() });

/**
 * Brings the video meeting of a meeting that changed without emails of its own in line with it:
 * a group meeting left by its last attendee (who joined another time) has its meeting deleted.
 */
export function videoSyncJob(deps: Deps): JobDefinition<typeof MeetingPayload> {
  return {
    name: 'video-sync',
    payload: MeetingPayload,
    retryLimit: 3,
    handle: async ({ meetingId }) => {
      await syncVideoMeeting(deps, meetingId, { lastAttempt: false });
    },
  };
}
