import { randomBytes } from 'node:crypto';
import {
  deleteGoogleEvent,
  type GoogleEvent,
  getGoogleEvent,
  insertGoogleEvent,
  patchGoogleEvent,
} from '../../calendars/google/client.ts';
import { hostCalendarOf } from '../../calendars/host-calendar.ts';
import {
  asVideoError,
  calendarFor,
  heldBy,
  meetingUid,
  notConnected,
  notSetUp,
  wait,
} from '../oauth-calendar-video.ts';
import {
  type VideoMeeting,
  type VideoMeetingInput,
  type VideoProvider,
  VideoSetupError,
} from '../provider.ts';

/** Google makes some Meet links a moment after the event: it is read again this many times. */
const PENDING_READS = 4;
const PENDING_WAIT_MS = 500;

function times(input: VideoMeetingInput) {
  return {
    summary: input.topic,
    description: input.agenda,
    start: { dateTime: input.start.toISOString() },
    end: { dateTime: new Date(input.start.getTime() + input.duration * 60_000).toISOString() },
  };
}

function linkOf(event: GoogleEvent): string | undefined {
  return (
    event.conferenceData?.entryPoints?.find((e) => e.entryPointType === 'video')?.uri ?? event.hangoutLink
  );
}

function asMeeting(event: GoogleEvent, calendarId: string, link: string): VideoMeeting {
  const video = event.conferenceData?.entryPoints?.find((e) => e.entryPointType === 'video');
  return {
    id: event.conferenceData?.conferenceId ?? event.id,
    link,
    ...(video?.passcode ? { password: video.passcode } : {}),
    data: { calendarId, eventId: event.id },
  };
}

/**
 * Google Meet: the conference of an event in the host's Google calendar, asked for with
 * `conferenceData.createRequest` (type hangoutsMeet) and `conferenceDataVersion=1`. The event
 * carries the meeting's UID, so it is also the meeting's copy in that calendar; moving the
 * meeting moves the event (the link stays), cancelling deletes it.
 */
export const googleMeetProvider: VideoProvider = {
  mode: 'GOOGLE_MEET',

  async missing(deps, hosts) {
    const notHere = notSetUp(deps, 'GOOGLE');
    if (notHere) return new Map(hosts.map((h) => [h.userId, notHere]));
    const found = new Map<string, string | null>();
    for (const host of hosts) {
      const calendar = await hostCalendarOf(deps, host.userId, 'GOOGLE');
      found.set(
        host.userId,
        !calendar
          ? notConnected(deps, 'GOOGLE', host.name)
          : calendar.broken
            ? `${host.name}'s Google Calendar connection is broken; reconnect it under Apps & integrations`
            : null,
      );
    }
    return found;
  },

  create: (deps, agentId, input, options) =>
    asVideoError(async () => {
      const calendar = await calendarFor(deps, agentId, 'GOOGLE');
      const uid = await meetingUid(deps, input.meetingId);
      let event = await insertGoogleEvent(
        calendar.credentials,
        calendar.externalId,
        {
          ...times(input),
          conferenceData: {
            createRequest: {
              requestId: `${input.meetingId}-${randomBytes(4).toString('hex')}`,
              conferenceSolutionKey: { type: 'hangoutsMeet' },
            },
          },
        },
        uid,
        options,
      );
      for (let read = 0; !linkOf(event) && read < PENDING_READS; read++) {
        if (event.conferenceData?.createRequest?.status?.statusCode === 'failure') break;
        await wait(PENDING_WAIT_MS, options.signal);
        event = await getGoogleEvent(calendar.credentials, calendar.externalId, event.id, options);
      }
      const link = linkOf(event);
      if (!link) throw new Error('Google did not make a Meet link for the event');
      return asMeeting(event, calendar.calendarId, link);
    }),

  update: (deps, _agentId, existing, input, options) =>
    asVideoError(async () => {
      const held = await heldBy(deps, existing.data);
      if (!held) throw new VideoSetupError(notConnected(deps, 'GOOGLE'));
      const event = await patchGoogleEvent(
        held.credentials,
        held.externalId,
        held.eventId,
        times(input),
        options,
      );
      return asMeeting(event, held.calendarId, linkOf(event) ?? existing.link);
    }),

  delete: (deps, _agentId, existing, options) =>
    asVideoError(async () => {
      const held = await heldBy(deps, existing.data);
      // Disconnected since: the event went with the connection's access.
      if (!held) return;
      await deleteGoogleEvent(held.credentials, held.externalId, held.eventId, options);
    }),
};
