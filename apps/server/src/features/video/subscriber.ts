import type { Deps } from '../../deps.ts';
import { findMeeting } from '../lifecycle/repo.ts';
import { MEETING_CHANGE_KINDS, type Subscriber } from '../lifecycle/subscriber.ts';
import { syncVideoMeeting } from './service.ts';

/**
 * The video meeting of every booking event: made, moved or deleted to match the meeting, first,
 * so the letters and calendar copies carry its link. On its last attempt a link that cannot be
 * made is recorded as failed and the others go on without it.
 */
export const videoSubscriber: Subscriber<Deps> = {
  name: 'video',
  kinds: MEETING_CHANGE_KINDS,
  handle: async (deps, event, read, attempt) => {
    // The meeting is read again only when making the link wrote to it.
    const meeting =
      (await syncVideoMeeting(deps, event.meetingId, { lastAttempt: attempt.last, meeting: read.meeting })) ??
      (await findMeeting(deps.db, event.meetingId));
    return { meeting };
  },
};
