import type * as Graph from '@microsoft/microsoft-graph-types';
import { hostCalendarOf } from '../../calendars/host-calendar.ts';
import {
  deleteGraphEvent,
  type GraphEvent,
  getGraphCalendar,
  insertGraphEvent,
  patchGraphEvent,
} from '../../calendars/microsoft/client.ts';
import type { OAuthCalendarCredentials } from '../../calendars/oauth-api.ts';
import type { CallOptions } from '../../calendars/provider.ts';
import {
  asVideoError,
  calendarFor,
  heldBy,
  meetingUid,
  notConnected,
  notSetUp,
} from '../oauth-calendar-video.ts';
import {
  type VideoMeeting,
  type VideoMeetingInput,
  type VideoProvider,
  VideoSetupError,
} from '../provider.ts';

const TEAMS: Graph.OnlineMeetingProviderType = 'teamsForBusiness';

function personalAccount(label: string): string {
  return `Microsoft Teams meetings need a work or school Microsoft 365 account; ${label} is a personal Microsoft account, which Graph does not make Teams meetings for`;
}

function times(input: VideoMeetingInput): Graph.Event {
  const time = (d: Date): Graph.DateTimeTimeZone => ({
    dateTime: d.toISOString().slice(0, 19),
    timeZone: 'UTC',
  });
  return {
    subject: input.topic,
    body: { contentType: 'text', content: input.agenda },
    start: time(input.start),
    end: time(new Date(input.start.getTime() + input.duration * 60_000)),
  };
}

async function allowsTeams(credentials: OAuthCalendarCredentials, externalId: string, options?: CallOptions) {
  const calendar = await getGraphCalendar(credentials, externalId, options);
  return (calendar.allowedOnlineMeetingProviders ?? []).includes(TEAMS);
}

function asMeeting(event: GraphEvent, calendarId: string): VideoMeeting {
  const link = event.onlineMeeting?.joinUrl;
  if (!link) throw new Error('Microsoft Graph did not give the event a Teams link');
  return { id: event.id, link, data: { calendarId, eventId: event.id } };
}

/**
 * Microsoft Teams: an online meeting on an event in the host's Microsoft 365 calendar
 * (`isOnlineMeeting` with `onlineMeetingProvider: teamsForBusiness`). Only work and school
 * accounts can hold them: a calendar that does not allow teamsForBusiness (a personal account)
 * is refused with a message the host can act on. The event carries the meeting's UID as its
 * transactionId, so it is also the meeting's copy in that calendar.
 */
export const microsoftTeamsProvider: VideoProvider = {
  mode: 'MICROSOFT_TEAMS',

  async missing(deps, hosts) {
    const notHere = notSetUp(deps, 'MICROSOFT');
    if (notHere) return new Map(hosts.map((h) => [h.userId, notHere]));
    const found = new Map<string, string | null>();
    for (const host of hosts) {
      const calendar = await hostCalendarOf(deps, host.userId, 'MICROSOFT');
      let reason: string | null = null;
      if (!calendar) reason = notConnected(deps, 'MICROSOFT', host.name);
      else if (calendar.broken)
        reason = `${host.name}'s Microsoft 365 connection is broken; reconnect it under Apps & integrations`;
      else if (
        !(await allowsTeams(calendar.credentials, calendar.externalId, {
          signal: AbortSignal.timeout(5000),
        }).catch(() => true))
      )
        reason = personalAccount(calendar.label);
      found.set(host.userId, reason);
    }
    return found;
  },

  create: (deps, agentId, input, options) =>
    asVideoError(async () => {
      const calendar = await calendarFor(deps, agentId, 'MICROSOFT');
      if (!(await allowsTeams(calendar.credentials, calendar.externalId, options)))
        throw new VideoSetupError(personalAccount(calendar.label));
      const uid = await meetingUid(deps, input.meetingId);
      const event = await insertGraphEvent(
        calendar.credentials,
        calendar.externalId,
        { ...times(input), isOnlineMeeting: true, onlineMeetingProvider: TEAMS },
        uid,
        options,
      );
      return asMeeting(event, calendar.calendarId);
    }),

  update: (deps, _agentId, existing, input, options) =>
    asVideoError(async () => {
      const held = await heldBy(deps, existing.data);
      if (!held) throw new VideoSetupError(notConnected(deps, 'MICROSOFT'));
      const event = await patchGraphEvent(held.credentials, held.eventId, times(input), options);
      return event.onlineMeeting?.joinUrl ? asMeeting(event, held.calendarId) : existing;
    }),

  delete: (deps, _agentId, existing, options) =>
    asVideoError(async () => {
      const held = await heldBy(deps, existing.data);
      if (!held) return;
      await deleteGraphEvent(held.credentials, held.eventId, options);
    }),
};
