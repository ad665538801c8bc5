import { localToUtc } from '@kairos/core/slots/zone-offset';
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
 * Microsoft 365 / Outlook calendars through Microsoft Graph over an OAuth grant: calendars from
 * /me/calendars, busy times from calendarView/delta (occurrences of recurring events expanded by
 * Graph) kept by its deltaLink, read whole again when Graph answers 410 or syncStateNotFound;
 * meetings written as events (Graph sends the attendees Outlook's own invitation).
 */
const SERVICE = 'Microsoft Graph';
const MAX_PAGES = 200;
/** Times come back in UTC, so no Windows zone names need reading. */
const PREFER = { prefer: 'outlook.timezone="UTC", odata.maxpagesize=500' };

const GraphTime = z.object({ dateTime: z.string(), timeZone: z.string().optional() });
export const GraphEventSchema = z.object({
  id: z.string(),
  changeKey: z.string().optional(),
  showAs: z.string().optional(),
  isCancelled: z.boolean().optional(),
  isAllDay: z.boolean().optional(),
  start: GraphTime.optional(),
  end: GraphTime.optional(),
  transactionId: z.string().nullable().optional(),
  responseStatus: z.object({ response: z.string().optional() }).optional(),
  isOnlineMeeting: z.boolean().optional(),
  onlineMeeting: z.object({ joinUrl: z.string().optional() }).nullable().optional(),
  '@removed': z.object({ reason: z.string().optional() }).optional(),
});
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
});
const Me = z.object({ mail: z.string().nullable().optional(), userPrincipalName: z.string().optional() });

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

type ReadResult = { events: GraphEvent[]; deltaLink: string | null } | 'GONE';

/** Follows a Graph collection from its first address through every nextLink. */
async function readAll(
  c: OAuthCalendarCredentials,
  first: string,
  options?: CallOptions,
): Promise<ReadResult> {
  const events: GraphEvent[] = [];
  let next: string | undefined = first;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const response = await apiOf(c).request(next, { ...options, headers: PREFER });
    if (response.status === 410 || (response.status === 400 && (await isSyncStateError(response)))) {
      await response.body?.cancel();
      return 'GONE';
    }
    const body = Page.parse(await expectJson(response, SERVICE));
    for (const item of body.value) {
      const parsed = GraphEventSchema.safeParse(item);
      if (parsed.success) events.push(parsed.data);
    }
    if (body['@odata.deltaLink'] || !body['@odata.nextLink'])
      return { events, deltaLink: body['@odata.deltaLink'] ?? null };
    next = body['@odata.nextLink'];
  }
  throw new Error(`The ${SERVICE} API gave more pages than Kairos reads for one calendar`);
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
export function graphEventBody(event: CalendarEventInput): Record<string, unknown> {
  const time = (d: Date) => ({ dateTime: d.toISOString().slice(0, 19), timeZone: 'UTC' });
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
  body: Record<string, unknown>,
  uid: string,
  options?: CallOptions,
): Promise<GraphEvent> {
  const response = await apiOf(c).request(`/me/calendars/${enc(calendarId)}/events`, {
    ...options,
    method: 'POST',
    body: { ...body, transactionId: uid },
  });
  return GraphEventSchema.parse(await expectJson(response, SERVICE));
}

export async function patchGraphEvent(
  c: OAuthCalendarCredentials,
  eventId: string,
  body: Record<string, unknown>,
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

function changesOf(
  result: Exclude<ReadResult, 'GONE'>,
  window: BusyWindow,
  replaceAll: boolean,
): CalendarChanges {
  const changes: CalendarChanges = { syncState: result.deltaLink, upserts: [], removed: [] };
  if (replaceAll) changes.replaceAll = true;
  for (const event of result.events) {
    if (event['@removed'] || event.isCancelled) changes.removed.push(event.id);
    else
      changes.upserts.push({ href: event.id, etag: event.changeKey ?? '', busy: graphBusy(event, window) });
  }
  return changes;
}

export const microsoftProvider: CalendarProvider<OAuthCalendarCredentials> = {
  kind: 'MICROSOFT',
  parseCredentials: (value) => OAuthCalendarCredentialsSchema.parse(value),
  bind: (credentials, deps) => bindOAuth(deps, 'microsoft', credentials),
  forget: (credentials) => apiOf(credentials).forget(),

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

  async refresh(credentials, remote, cached, window, options) {
    if (!cached.full && cached.syncState) {
      const incremental = await readAll(credentials, cached.syncState, options);
      if (incremental !== 'GONE') {
        if (incremental.events.length === 0 && incremental.deltaLink === cached.syncState) return null;
        return changesOf(incremental, window, false);
      }
    }
    // No deltaLink yet, the busy window moved, or Graph forgot the sync state: a new round.
    const whole = await readAll(
      credentials,
      `/me/calendars/${enc(remote.externalId)}/calendarView/delta?${range(window)}`,
      options,
    );
    if (whole === 'GONE') throw new Error(`The ${SERVICE} API answered 410 to a new delta round`);
    return changesOf(whole, window, !cached.full);
  },

  async busyTimes(credentials, externalIds, window, options) {
    const lists = await Promise.all(
      externalIds.map((id) =>
        readAll(credentials, `/me/calendars/${enc(id)}/calendarView?${range(window)}&$top=500`, options),
      ),
    );
    return lists.flatMap((list) => (list === 'GONE' ? [] : list.events.flatMap((e) => graphBusy(e, window))));
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
