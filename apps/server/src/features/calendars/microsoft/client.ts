import { localToUtc } from '@kairos/core/slots/zone-offset';
import type * as Graph from '@microsoft/microsoft-graph-types';
import { z } from 'zod';
import type { BusyInterval, BusyWindow } from '../ical-busy.ts';
import { KAIROS_UID_SUFFIX } from '../ical-busy.ts';
import { apiOf, expectJson, failure, type OAuthCalendarCredentials } from '../oauth-api.ts';
import { allDayStart, blockIn } from '../oauth-busy.ts';
import { type EventListing, type OAuthEventApi, oauthCalendarSync } from '../oauth-sync.ts';
import type { CalendarEventInput, CalendarProvider, CallOptions } from '../provider.ts';

/**
 * Microsoft 365 / Outlook calendars through Microsoft Graph over an OAuth grant: calendars from
 * /me/calendars, busy times from calendarView/delta (occurrences of recurring events expanded by
 * Graph) kept by its deltaLink, read whole again when Graph answers 410 or syncStateNotFound;
 * meetings written as events (Graph sends the attendees Outlook's own invitation).
 */
const SERVICE = 'Microsoft Graph';
/** Times come back in UTC, so no Windows zone names need reading. */
const PREFER = { prefer: 'outlook.timezone="UTC", odata.maxpagesize=500' };

// Field names are checked by tsc against Microsoft's Graph types (`@microsoft/microsoft-graph-types`,
// a development dependency used for types only): a shape may name only fields Graph has.
type FieldsOf<T> = { [K in keyof T]?: z.ZodType };

const GraphTime = z.object({
  dateTime: z.string(),
  timeZone: z.string().optional(),
} satisfies FieldsOf<Graph.DateTimeTimeZone>);
export const GraphEventSchema = z.object({
  id: z.string(),
  changeKey: z.string().optional(),
  showAs: z.string().optional(),
  isCancelled: z.boolean().optional(),
  isAllDay: z.boolean().optional(),
  start: GraphTime.optional(),
  end: GraphTime.optional(),
  transactionId: z.string().nullable().optional(),
  responseStatus: z
    .object({ response: z.string().optional() } satisfies FieldsOf<Graph.ResponseStatus>)
    .optional(),
  isOnlineMeeting: z.boolean().optional(),
  onlineMeeting: z
    .object({ joinUrl: z.string().optional() } satisfies FieldsOf<Graph.OnlineMeetingInfo>)
    .nullable()
    .optional(),
  // A delta round's mark of a deleted event; an annotation, not a property of the event.
  '@removed': z.object({ reason: z.string().optional() }).optional(),
} satisfies FieldsOf<Graph.Event & { '@removed': unknown }>);
export type GraphEvent = z.infer<typeof GraphEventSchema>;

const Page = z.object({
  value: z.array(z.unknown()).default([]),
  '@odata.nextLink': z.string().optional(),
  '@odata.deltaLink': z.string().optional(),
});
const GraphCalendar = z.object({
  id: z.string(),
  name: z.string().optional(),
  canEdit: z.boolean().optional(),
  isDefaultCalendar: z.boolean().optional(),
  allowedOnlineMeetingProviders: z.array(z.string()).optional(),
} satisfies FieldsOf<Graph.Calendar>);
const Me = z.object({
  mail: z.string().nullable().optional(),
  userPrincipalName: z.string().optional(),
} satisfies FieldsOf<Graph.User>);

const enc = encodeURIComponent;

function instant(time: z.infer<typeof GraphTime>): number {
  const wall = Date.parse(`${time.dateTime.replace(/Z$/, '').slice(0, 23)}Z`);
  const zone = time.timeZone;
  if (!zone || zone === 'UTC' || zone === 'Etc/UTC') return wall;
  try {
    return localToUtc(zone, wall);
  } catch {
    return wall;
  }
}

/** The busy block of one event: none when cancelled, shown as free or working elsewhere, declined, or a Kairos meeting's copy. */
export function graphBusy(event: GraphEvent, window: BusyWindow): BusyInterval[] {
  if (event['@removed'] || event.isCancelled) return [];
  if (event.showAs === 'free' || event.showAs === 'workingElsewhere') return [];
  if (event.transactionId?.endsWith(KAIROS_UID_SUFFIX)) return [];
  if (event.responseStatus?.response === 'declined') return [];
  if (!event.start || !event.end) return [];
  if (event.isAllDay)
    return blockIn(
      allDayStart(event.start.dateTime, window),
      allDayStart(event.end.dateTime, window),
      window,
    );
  return blockIn(instant(event.start), instant(event.end), window);
}

/** A Graph collection from its first address through every nextLink, closed by a deltaLink or the last page. */
function collection(c: OAuthCalendarCredentials, first: string, options?: CallOptions): EventListing {
  return {
    fetchPage: (next) => apiOf(c).request(next ?? first, { ...options, headers: PREFER }),
    isGone: async (response) =>
      response.status === 410 || (response.status === 400 && (await isSyncStateError(response))),
    readPage: (body) => {
      const page = Page.parse(body);
      const delta = page['@odata.deltaLink'];
      return { items: page.value, next: delta ? undefined : page['@odata.nextLink'], syncState: delta };
    },
  };
}

async function isSyncStateError(response: Response): Promise<boolean> {
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { error?: { code?: string } } | undefined;
  return /syncState|resyncRequired/i.test(body?.error?.code ?? '');
}

function range(window: BusyWindow): string {
  return new URLSearchParams({
    startDateTime: new Date(window.from).toISOString(),
    endDateTime: new Date(window.to).toISOString(),
  }).toString();
}

/** A meeting as a Graph event; the meeting's UID as transactionId makes a retried create return the same event. */
export function graphEventBody(event: CalendarEventInput): Graph.Event {
  const time = (d: Date): Graph.DateTimeTimeZone => ({
    dateTime: d.toISOString().slice(0, 19),
    timeZone: 'UTC',
  });
  return {
    subject: event.summary,
    body: { contentType: 'text', content: event.description },
    start: time(event.start),
    end: time(event.end),
    ...(event.location ? { location: { displayName: event.location } } : {}),
    attendees: event.attendees.map((a) => ({
      emailAddress: { address: a.email, name: a.name },
      type: 'required',
    })),
  };
}

export async function insertGraphEvent(
  c: OAuthCalendarCredentials,
  calendarId: string,
  body: Graph.Event,
  uid: string,
  options?: CallOptions,
): Promise<GraphEvent> {
  const response = await apiOf(c).request(`/me/calendars/${enc(calendarId)}/events`, {
    ...options,
    method: 'POST',
    body: { ...body, transactionId: uid } satisfies Graph.Event,
  });
  return GraphEventSchema.parse(await expectJson(response, SERVICE));
}

export async function patchGraphEvent(
  c: OAuthCalendarCredentials,
  eventId: string,
  body: Graph.Event,
  options?: CallOptions,
): Promise<GraphEvent> {
  const response = await apiOf(c).request(`/me/events/${enc(eventId)}`, {
    ...options,
    method: 'PATCH',
    body,
  });
  return GraphEventSchema.parse(await expectJson(response, SERVICE));
}

export async function deleteGraphEvent(c: OAuthCalendarCredentials, eventId: string, options?: CallOptions) {
  const response = await apiOf(c).request(`/me/events/${enc(eventId)}`, { ...options, method: 'DELETE' });
  if (response.ok || response.status === 404) {
    await response.body?.cancel();
    return;
  }
  await failure(response, SERVICE);
}

/** One calendar, with the online meeting providers it allows (work accounts: teamsForBusiness). */
export async function getGraphCalendar(
  c: OAuthCalendarCredentials,
  calendarId: string,
  options?: CallOptions,
) {
  const response = await apiOf(c).request(`/me/calendars/${enc(calendarId)}`, options);
  return GraphCalendar.parse(await expectJson(response, SERVICE));
}

/** The account's calendars as Graph lists them, with the online meeting providers each allows. */
export async function listGraphCalendars(c: OAuthCalendarCredentials, options?: CallOptions) {
  const found: Array<z.infer<typeof GraphCalendar>> = [];
  let next: string | undefined = '/me/calendars?$top=100';
  while (next) {
    const response = await apiOf(c).request(next, options);
    const page = Page.parse(await expectJson(response, SERVICE));
    found.push(...page.value.map((v) => GraphCalendar.parse(v)));
    next = page['@odata.nextLink'];
  }
  return found;
}

const graphEvents: OAuthEventApi<GraphEvent> = {
  kind: 'MICROSOFT',
  oauth: 'microsoft',
  service: SERVICE,
  maxPages: 200,
  schema: GraphEventSchema,
  // The deltaLink is the whole address of the next round.
  changesSince: (c, _calendarId, deltaLink, options) => collection(c, deltaLink, options),
  wholeWindow: (c, calendarId, window, options) =>
    collection(c, `/me/calendars/${enc(calendarId)}/calendarView/delta?${range(window)}`, options),
  liveWindow: (c, calendarId, window, options) =>
    collection(c, `/me/calendars/${enc(calendarId)}/calendarView?${range(window)}&$top=500`, options),
  idOf: (event) => event.id,
  etagOf: (event) => event.changeKey ?? '',
  isRemoved: (event) => event['@removed'] !== undefined || event.isCancelled === true,
  busyOf: graphBusy,
};

export const microsoftProvider: CalendarProvider<OAuthCalendarCredentials> = {
  ...oauthCalendarSync(graphEvents),

  async connect(credentials, options) {
    const response = await apiOf(credentials).request('/me?$select=mail,userPrincipalName', options);
    const me = Me.parse(await expectJson(response, SERVICE));
    return {
      label: me.mail || me.userPrincipalName || 'Microsoft account',
      credentials: { grantId: credentials.grantId },
    };
  },

  async listCalendars(credentials, options) {
    const calendars = await listGraphCalendars(credentials, options);
    return calendars
      .sort((a, b) => Number(b.isDefaultCalendar ?? false) - Number(a.isDefaultCalendar ?? false))
      .map((c) => ({
        externalId: c.id,
        name: c.name ?? 'Calendar',
        writable: c.canEdit ?? false,
        syncState: null,
        // The host's own calendars; not read-only ones such as holidays or birthdays.
        conflictsByDefault: c.isDefaultCalendar === true || c.canEdit === true,
      }));
  },

  async createEvent(credentials, externalId, event, options) {
    const created = await insertGraphEvent(
      credentials,
      externalId,
      graphEventBody(event),
      event.uid,
      options,
    );
    return { eventId: created.id };
  },

  async updateEvent(credentials, _externalId, eventId, event, options) {
    await patchGraphEvent(credentials, eventId, graphEventBody(event), options);
  },

  async deleteEvent(credentials, _externalId, eventId, options) {
    await deleteGraphEvent(credentials, eventId, options);
  },
};
