import { z } from 'zod';
import type { BusyInterval, BusyWindow } from '../ical-busy.ts';
import { KAIROS_UID_SUFFIX } from '../ical-busy.ts';
import {
  apiOf,
  bindOAuth,
  expectJson,
  failure,
  type OAuthCalendarCredentials,
  OAuthCalendarCredentialsSchema,
} from '../oauth-api.ts';
import { allDayStart, blockIn } from '../oauth-busy.ts';
import type { CalendarChanges, CalendarEventInput, CalendarProvider, CallOptions } from '../provider.ts';

/**
 * Google Calendar (REST v3) over an OAuth grant: calendars from calendarList, busy times from
 * events.list with single events (recurring ones expanded by Google) and an incremental
 * syncToken, a full read again when Google answers 410 Gone; meetings written as events.
 */
const SERVICE = 'Google Calendar';
const PAGE_SIZE = 2500;
/** Pages read per refresh at most (2,500 events each) before giving up on a runaway calendar. */
const MAX_PAGES = 40;

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

type ListResult = { events: GoogleEvent[]; syncToken: string | null } | 'GONE';

async function listEvents(
  c: OAuthCalendarCredentials,
  calendarId: string,
  query: Record<string, string>,
  options?: CallOptions,
): Promise<ListResult> {
  const events: GoogleEvent[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const params = new URLSearchParams({ ...query, singleEvents: 'true', maxResults: String(PAGE_SIZE) });
    if (pageToken) params.set('pageToken', pageToken);
    const response = await apiOf(c).request(`/calendars/${enc(calendarId)}/events?${params}`, options);
    // The sync token is no longer valid: the whole calendar must be read again.
    if (response.status === 410) {
      await response.body?.cancel();
      return 'GONE';
    }
    const body = EventsPage.parse(await expectJson(response, SERVICE));
    for (const item of body.items) {
      const parsed = GoogleEventSchema.safeParse(item);
      if (parsed.success) events.push(parsed.data);
    }
    if (!body.nextPageToken) return { events, syncToken: body.nextSyncToken ?? null };
    pageToken = body.nextPageToken;
  }
  throw new Error(`The ${SERVICE} API gave more than ${MAX_PAGES * PAGE_SIZE} events for one calendar`);
}

function changesOf(
  result: { events: GoogleEvent[]; syncToken: string | null },
  window: BusyWindow,
  replaceAll: boolean,
): CalendarChanges {
  const changes: CalendarChanges = { syncState: result.syncToken, upserts: [], removed: [] };
  if (replaceAll) changes.replaceAll = true;
  for (const event of result.events) {
    if (event.status === 'cancelled') changes.removed.push(event.id);
    else changes.upserts.push({ href: event.id, etag: event.etag ?? '', busy: googleBusy(event, window) });
  }
  return changes;
}

function windowQuery(window: BusyWindow): Record<string, string> {
  return { timeMin: new Date(window.from).toISOString(), timeMax: new Date(window.to).toISOString() };
}

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
    const found = await listEvents(c, calendarId, { iCalUID: uid, showDeleted: 'false' }, options);
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
  kind: 'GOOGLE',
  parseCredentials: (value) => OAuthCalendarCredentialsSchema.parse(value),
  bind: (credentials, deps) => bindOAuth(deps, 'google', credentials),
  forget: (credentials) => apiOf(credentials).forget(),

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

  async refresh(credentials, remote, cached, window, options) {
    if (!cached.full && cached.syncState) {
      const incremental = await listEvents(
        credentials,
        remote.externalId,
        { syncToken: cached.syncState },
        options,
      );
      if (incremental !== 'GONE') {
        if (incremental.events.length === 0 && incremental.syncToken === cached.syncState) return null;
        return changesOf(incremental, window, false);
      }
    }
    // No sync token yet, the busy window moved, or Google forgot the token (410): read it all.
    const whole = await listEvents(credentials, remote.externalId, windowQuery(window), options);
    if (whole === 'GONE') throw new Error(`The ${SERVICE} API answered 410 to a full read`);
    return changesOf(whole, window, !cached.full);
  },

  async busyTimes(credentials, externalIds, window, options) {
    // events.list rather than freeBusy: a meeting Kairos wrote must not block its own move.
    const lists = await Promise.all(
      externalIds.map((id) => listEvents(credentials, id, windowQuery(window), options)),
    );
    return lists.flatMap((list) =>
      list === 'GONE' ? [] : list.events.flatMap((e) => googleBusy(e, window)),
    );
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
