import { z } from 'zod';
import type { BusyInterval, BusyWindow } from '../ical-busy.ts';
import { KAIROS_UID_SUFFIX } from '../ical-busy.ts';
import { apiOf, expectJson, failure, type OAuthCalendarCredentials } from '../oauth-api.ts';
import { allDayStart, blockIn } from '../oauth-busy.ts';
import { type EventListing, type OAuthEventApi, oauthCalendarSync, readListing } from '../oauth-sync.ts';
import type { CalendarEventInput, CalendarProvider, CallOptions } from '../provider.ts';

/**
 * Google Calendar (REST v3) over an OAuth grant: calendars from calendarList, busy times from
 * events.list with single events (recurring ones expanded by Google) and an incremental
 * syncToken, a full read again when Google answers 410 Gone; meetings written as events.
 */
const SERVICE = 'Google Calendar';
const PAGE_SIZE = 2500;

const EventTime = z.object({ date: z.string().optional(), dateTime: z.string().optional() }).partial();
export const GoogleEventSchema = z.object({
  id: z.string(),
  etag: z.string().optional(),
  status: z.string().optional(),
  transparency: z.string().optional(),
  iCalUID: z.string().optional(),
  start: EventTime.optional(),
  end: EventTime.optional(),
  attendees: z
    .array(z.object({ self: z.boolean().optional(), responseStatus: z.string().optional() }))
    .optional(),
  hangoutLink: z.string().optional(),
  conferenceData: z
    .object({
      conferenceId: z.string().optional(),
      createRequest: z.object({ status: z.object({ statusCode: z.string() }).optional() }).optional(),
      entryPoints: z
        .array(z.object({ entryPointType: z.string(), uri: z.string(), passcode: z.string().optional() }))
        .optional(),
    })
    .optional(),
});
export type GoogleEvent = z.infer<typeof GoogleEventSchema>;

const EventsPage = z.object({
  items: z.array(z.unknown()).default([]),
  nextPageToken: z.string().optional(),
  nextSyncToken: z.string().optional(),
});
const CalendarListEntry = z.object({
  id: z.string(),
  summary: z.string().optional(),
  summaryOverride: z.string().optional(),
  accessRole: z.string(),
  primary: z.boolean().optional(),
  deleted: z.boolean().optional(),
});
const CalendarListPage = z.object({
  items: z.array(CalendarListEntry).default([]),
  nextPageToken: z.string().optional(),
});

const enc = encodeURIComponent;

/** The busy block of one event: none when cancelled, marked free, declined by the host, or a Kairos meeting's own copy. */
export function googleBusy(event: GoogleEvent, window: BusyWindow): BusyInterval[] {
  if (event.status === 'cancelled' || event.transparency === 'transparent') return [];
  if (event.iCalUID?.endsWith(KAIROS_UID_SUFFIX)) return [];
  if (event.attendees?.some((a) => a.self && a.responseStatus === 'declined')) return [];
  const start = event.start?.dateTime
    ? Date.parse(event.start.dateTime)
    : event.start?.date
      ? allDayStart(event.start.date, window)
      : Number.NaN;
  const end = event.end?.dateTime
    ? Date.parse(event.end.dateTime)
    : event.end?.date
      ? allDayStart(event.end.date, window)
      : Number.NaN;
  return blockIn(start, end, window);
}

/** events.list with single events (recurring ones expanded), page by page through pageToken. */
function eventList(
  c: OAuthCalendarCredentials,
  calendarId: string,
  query: Record<string, string>,
  options?: CallOptions,
): EventListing {
  return {
    fetchPage: (pageToken) => {
      const params = new URLSearchParams({ ...query, singleEvents: 'true', maxResults: String(PAGE_SIZE) });
      if (pageToken) params.set('pageToken', pageToken);
      return apiOf(c).request(`/calendars/${enc(calendarId)}/events?${params}`, options);
    },
    // 410 Gone: the sync token is no longer valid, the whole calendar must be read again.
    isGone: async (response) => response.status === 410,
    readPage: (body) => {
      const page = EventsPage.parse(body);
      return { items: page.items, next: page.nextPageToken, syncState: page.nextSyncToken };
    },
  };
}

function windowQuery(window: BusyWindow): Record<string, string> {
  return { timeMin: new Date(window.from).toISOString(), timeMax: new Date(window.to).toISOString() };
}

const googleEvents: OAuthEventApi<GoogleEvent> = {
  kind: 'GOOGLE',
  oauth: 'google',
  service: SERVICE,
  // 40 pages of 2,500 events.
  maxPages: 40,
  schema: GoogleEventSchema,
  changesSince: (c, calendarId, syncToken, options) => eventList(c, calendarId, { syncToken }, options),
  wholeWindow: (c, calendarId, window, options) => eventList(c, calendarId, windowQuery(window), options),
  // events.list rather than freeBusy: a meeting Kairos wrote must not block its own move.
  liveWindow: (c, calendarId, window, options) => eventList(c, calendarId, windowQuery(window), options),
  idOf: (event) => event.id,
  etagOf: (event) => event.etag ?? '',
  isRemoved: (event) => event.status === 'cancelled',
  busyOf: googleBusy,
};

/** A meeting as a Google event; Kairos sends its own emails, so Google is told not to (sendUpdates=none). */
export function googleEventBody(event: CalendarEventInput): Record<string, unknown> {
  return {
    summary: event.summary,
    description: event.description,
    ...(event.location ? { location: event.location } : {}),
    start: { dateTime: event.start.toISOString() },
    end: { dateTime: event.end.toISOString() },
    attendees: event.attendees.map((a) => ({ email: a.email, displayName: a.name })),
    reminders: { useDefault: true },
  };
}

export async function insertGoogleEvent(
  c: OAuthCalendarCredentials,
  calendarId: string,
  body: Record<string, unknown>,
  uid: string,
  options?: CallOptions,
): Promise<GoogleEvent> {
  const api = apiOf(c);
  const response = await api.request(
    `/calendars/${enc(calendarId)}/events?sendUpdates=none&conferenceDataVersion=1`,
    { ...options, method: 'POST', body: { ...body, iCalUID: uid } },
  );
  // Written before (a retried job): the event with the meeting's UID is updated instead.
  if (response.status === 409) {
    await response.body?.cancel();
    const found = await readListing(
      googleEvents,
      eventList(c, calendarId, { iCalUID: uid, showDeleted: 'false' }, options),
    );
    const existing = found === 'GONE' ? undefined : found.events[0];
    if (!existing)
      throw new Error(`The ${SERVICE} API refused the event as a duplicate but does not list it`);
    return patchGoogleEvent(c, calendarId, existing.id, body, options);
  }
  return GoogleEventSchema.parse(await expectJson(response, SERVICE));
}

export async function patchGoogleEvent(
  c: OAuthCalendarCredentials,
  calendarId: string,
  eventId: string,
  body: Record<string, unknown>,
  options?: CallOptions,
): Promise<GoogleEvent> {
  const response = await apiOf(c).request(
    `/calendars/${enc(calendarId)}/events/${enc(eventId)}?sendUpdates=none&conferenceDataVersion=1`,
    { ...options, method: 'PATCH', body },
  );
  return GoogleEventSchema.parse(await expectJson(response, SERVICE));
}

export async function getGoogleEvent(
  c: OAuthCalendarCredentials,
  calendarId: string,
  eventId: string,
  options?: CallOptions,
): Promise<GoogleEvent> {
  const response = await apiOf(c).request(`/calendars/${enc(calendarId)}/events/${enc(eventId)}`, options);
  return GoogleEventSchema.parse(await expectJson(response, SERVICE));
}

export async function deleteGoogleEvent(
  c: OAuthCalendarCredentials,
  calendarId: string,
  eventId: string,
  options?: CallOptions,
): Promise<void> {
  const response = await apiOf(c).request(
    `/calendars/${enc(calendarId)}/events/${enc(eventId)}?sendUpdates=none`,
    { ...options, method: 'DELETE' },
  );
  // Already deleted (410) or never there (404): nothing left to do.
  if (response.ok || response.status === 404 || response.status === 410) {
    await response.body?.cancel();
    return;
  }
  await failure(response, SERVICE);
}

export const googleProvider: CalendarProvider<OAuthCalendarCredentials> = {
  ...oauthCalendarSync(googleEvents),

  async connect(credentials, options) {
    // The primary calendar's id is the account's address.
    const response = await apiOf(credentials).request('/users/me/calendarList/primary', options);
    const primary = CalendarListEntry.parse(await expectJson(response, SERVICE));
    return { label: primary.id, credentials: { grantId: credentials.grantId } };
  },

  async listCalendars(credentials, options) {
    const found: Array<z.infer<typeof CalendarListEntry>> = [];
    let pageToken: string | undefined;
    do {
      const params = new URLSearchParams({ minAccessRole: 'reader', maxResults: '250' });
      if (pageToken) params.set('pageToken', pageToken);
      const response = await apiOf(credentials).request(`/users/me/calendarList?${params}`, options);
      const page = CalendarListPage.parse(await expectJson(response, SERVICE));
      found.push(...page.items);
      pageToken = page.nextPageToken;
    } while (pageToken);
    return found
      .filter((c) => !c.deleted)
      .sort((a, b) => Number(b.primary ?? false) - Number(a.primary ?? false))
      .map((c) => ({
        externalId: c.id,
        name: c.summaryOverride ?? c.summary ?? c.id,
        writable: c.accessRole === 'owner' || c.accessRole === 'writer',
        syncState: null,
        // The host's own calendars; not the subscribed ones (holidays, birthdays, a colleague's).
        conflictsByDefault: c.primary === true || c.accessRole === 'owner',
      }));
  },

  async createEvent(credentials, externalId, event, options) {
    const created = await insertGoogleEvent(
      credentials,
      externalId,
      googleEventBody(event),
      event.uid,
      options,
    );
    return { eventId: created.id };
  },

  async updateEvent(credentials, externalId, eventId, event, options) {
    await patchGoogleEvent(credentials, externalId, eventId, googleEventBody(event), options);
  },

  async deleteEvent(credentials, externalId, eventId, options) {
    await deleteGoogleEvent(credentials, externalId, eventId, options);
  },
};
