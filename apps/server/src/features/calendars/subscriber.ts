import type { Deps } from '../../deps.ts';
import { MEETING_CHANGE_KINDS, type Subscriber } from '../lifecycle/subscriber.ts';
import { queueCalendarWrite } from './jobs.ts';

/** The hosts' calendar copies of a booked, moved, confirmed or cancelled meeting, with its video link. */
export const calendarSubscriber: Subscriber<Deps> = {
  name: 'calendars',
  kinds: MEETING_CHANGE_KINDS,
  after: ['video'],
  handle: async (deps, event, read) => {
    const { meeting, destination } = read;
    // Whether a host has a destination calendar was read with the meeting; making the video
    // link changes neither the hosts nor their calendars.
    const sameHosts =
      meeting &&
      destination &&
      meeting.agentIds.length === destination.hosts.length &&
      meeting.agentIds.every((id, i) => id === destination.hosts[i]);
    await queueCalendarWrite(deps, event.meetingId, {
      meeting,
      hasDestination: sameHosts ? destination.has : undefined,
    });
    return undefined;
  },
};
