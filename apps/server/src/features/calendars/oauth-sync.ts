import type { OAuthProviderId } from '@kairos/db/schema';
import type { z } from 'zod';
import type { BusyInterval, BusyWindow } from './ical-busy.ts';
import {
  apiOf,
  bindOAuth,
  expectJson,
  type OAuthCalendarCredentials,
  OAuthCalendarCredentialsSchema,
} from './oauth-api.ts';
import type { CalendarChanges, CalendarProvider, CallOptions } from './provider.ts';

/**
 * What Google Calendar and Microsoft Graph share: an event listing read page by page and closed
 * by a sync state (Google's nextSyncToken, Graph's deltaLink), a refresh that follows the sync
 * state and reads the window whole when there is none or the provider forgot it, and the live
 * re-check over the same listings. Each provider gives only its addresses and its events'
 * mapping. Expired tokens, 429 and 5xx are retried below, by the grant's fetch (features/oauth).
 */

/** One page of an event listing: its events (unparsed), the next page's cursor, the closing sync state. */
export interface EventPage {
  items: unknown[];
  next?: string | undefined;
  syncState?: string | undefined;
}

export interface EventListing {
  /** Asks for one page: the first when `cursor` is undefined, then the cursor the last page gave. */
  fetchPage(cursor: string | undefined): Promise<Response>;
  /** Whether the answer says the provider forgot the sync state (the calendar must be read whole). */
  isGone(response: Response): Promise<boolean>;
  readPage(body: unknown): EventPage;
}

export type ListingResult<E> = { events: E[]; syncState: string | null } | 'GONE';

/** How one provider's events are listed and read. */
export interface OAuthEventApi<E> {
  kind: 'GOOGLE' | 'MICROSOFT';
  oauth: OAuthProviderId;
  /** Names the API in errors the host may read ("The Google Calendar API answered 503"). */
  service: string;
  /** Pages read per listing at most before giving up on a runaway calendar. */
  maxPages: number;
  schema: z.ZodType<E>;
  /** A calendar's changes since a sync state the provider handed out. */
  changesSince(
    c: OAuthCalendarCredentials,
    calendarId: string,
    syncState: string,
    options?: CallOptions,
  ): EventListing;
  /** A calendar's whole busy window, closed by a new sync state. */
  wholeWindow(
    c: OAuthCalendarCredentials,
    calendarId: string,
    window: BusyWindow,
    options?: CallOptions,
  ): EventListing;
  /** A calendar's busy window for the booking's live re-check (no sync state needed). */
  liveWindow(
    c: OAuthCalendarCredentials,
    calendarId: string,
    window: BusyWindow,
    options?: CallOptions,
  ): EventListing;
  /** The event's id and change marker, as the cache keeps them. */
  idOf(event: E): string;
  etagOf(event: E): string;
  /** A listing reports the event deleted or cancelled. */
  isRemoved(event: E): boolean;
  busyOf(event: E, window: BusyWindow): BusyInterval[];
}

/** Reads every page of a listing (events that do not parse are skipped). */
export async function readListing<E>(
  api: OAuthEventApi<E>,
  listing: EventListing,
): Promise<ListingResult<E>> {
  const events: E[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < api.maxPages; page++) {
    const response = await listing.fetchPage(cursor);
    if (await listing.isGone(response)) {
      await response.body?.cancel();
      return 'GONE';
    }
    const body = listing.readPage(await expectJson(response, api.service));
    for (const item of body.items) {
      const parsed = api.schema.safeParse(item);
      if (parsed.success) events.push(parsed.data);
    }
    if (!body.next) return { events, syncState: body.syncState ?? null };
    cursor = body.next;
  }
  throw new Error(`The ${api.service} API gave more than ${api.maxPages} pages of events for one calendar`);
}

function changesOf<E>(
  api: OAuthEventApi<E>,
  result: Exclude<ListingResult<E>, 'GONE'>,
  window: BusyWindow,
  replaceAll: boolean,
): CalendarChanges {
  const changes: CalendarChanges = { syncState: result.syncState, upserts: [], removed: [] };
  if (replaceAll) changes.replaceAll = true;
  for (const event of result.events) {
    if (api.isRemoved(event)) changes.removed.push(api.idOf(event));
    else
      changes.upserts.push({
        href: api.idOf(event),
        etag: api.etagOf(event),
        busy: api.busyOf(event, window),
      });
  }
  return changes;
}

type ReadSide = Pick<
  CalendarProvider<OAuthCalendarCredentials>,
  'kind' | 'parseCredentials' | 'bind' | 'forget' | 'refresh' | 'busyTimes'
>;

/** The credentials, refresh and live re-check of an OAuth calendar provider, from its event API. */
export function oauthCalendarSync<E>(api: OAuthEventApi<E>): ReadSide {
  return {
    kind: api.kind,
    parseCredentials: (value) => OAuthCalendarCredentialsSchema.parse(value),
    bind: (credentials, deps) => bindOAuth(deps, api.oauth, credentials),
    forget: (credentials) => apiOf(credentials).forget(),

    async refresh(credentials, remote, cached, window, options) {
      if (!cached.full && cached.syncState) {
        const incremental = await readListing(
          api,
          api.changesSince(credentials, remote.externalId, cached.syncState, options),
        );
        if (incremental !== 'GONE') {
          if (incremental.events.length === 0 && incremental.syncState === cached.syncState) return null;
          return changesOf(api, incremental, window, false);
        }
      }
      // No sync state yet, the busy window moved, or the provider forgot it: read the window whole.
      const whole = await readListing(api, api.wholeWindow(credentials, remote.externalId, window, options));
      if (whole === 'GONE') throw new Error(`The ${api.service} API refused a whole read as out of sync`);
      return changesOf(api, whole, window, !cached.full);
    },

    async busyTimes(credentials, externalIds, window, options) {
      const lists = await Promise.all(
        externalIds.map((id) => readListing(api, api.liveWindow(credentials, id, window, options))),
      );
      return lists.flatMap((list) =>
        list === 'GONE' ? [] : list.events.flatMap((e) => api.busyOf(e, window)),
      );
    },
  };
}
