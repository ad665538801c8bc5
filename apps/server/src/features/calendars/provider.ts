import type { CalendarProviderKind } from '@kairos/db/schema';
import type { Deps } from '../../deps.ts';
import type { InviteInput } from '../mail/ics.ts';
import type { BusyInterval, BusyWindow } from './ical-busy.ts';

/** A calendar as the provider lists it. */
export interface RemoteCalendar {
  externalId: string;
  name: string;
  writable: boolean;
  /** The provider's change marker for the whole calendar (CalDAV ctag, a feed's ETag). */
  syncState: string | null;
  /**
   * Whether a newly found calendar counts for conflicts until the host says otherwise (default
   * true). Google and Microsoft list subscribed holiday and birthday calendars beside the host's
   * own, which would block whole days.
   */
  conflictsByDefault?: boolean;
}

/** What the cache holds of one calendar before a refresh. */
export interface CachedCalendar {
  externalId: string;
  syncState: string | null;
  /** Object href → ETag, from the last refresh. */
  objects: ReadonlyMap<string, string>;
  /** Re-read every object (the busy window moved, or the cache is empty). */
  full: boolean;
}

/** The changes a refresh found: objects to (re)write with their busy blocks, and objects gone. */
export interface CalendarChanges {
  syncState: string | null;
  /** The provider forgot the sync state (Google's 410, Graph's syncStateNotFound): these upserts replace the whole cache. */
  replaceAll?: boolean;
  upserts: Array<{ href: string; etag: string; busy: BusyInterval[] }>;
  removed: string[];
}

/** A meeting as written to a host's calendar: the invitation's fields, without a METHOD. */
export type CalendarEventInput = Omit<InviteInput, 'method'>;

/**
 * Per call: abort after the caller's timeout; `fetch` reaches addresses the host typed (a CalDAV
 * server, a feed) only through the SSRF guard (see `calendarCallOptions`).
 */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  fetch?: typeof fetch | undefined;
}

/** The guarded fetch of these options; providers of typed addresses never connect without it. */
export function guardedFetchOf(options: CallOptions): typeof fetch {
  if (!options.fetch) throw new Error('No guarded fetch was given for an address a host typed');
  return options.fetch;
}

/**
 * A calendar provider (DESIGN.md "Integrations"): one folder per provider implements it.
 * `credentials` is the provider's own shape, sealed at rest; `connect` checks it and names the account.
 */
export interface CalendarProvider<C = unknown> {
  kind: CalendarProviderKind;
  parseCredentials(value: unknown): C;
  /** Gives stored credentials what they need of the server (an OAuth grant's token client). */
  bind?(credentials: C, deps: Deps): C;
  /** After the connection is deleted: lets go of what the provider holds (revokes an OAuth grant). */
  forget?(credentials: C): Promise<void>;
  connect(credentials: C, options?: CallOptions): Promise<{ label: string; credentials: C }>;
  listCalendars(credentials: C, options?: CallOptions): Promise<RemoteCalendar[]>;
  /** What changed since the cached state (nothing when the calendar's marker is unchanged). */
  refresh(
    credentials: C,
    remote: RemoteCalendar,
    cached: CachedCalendar,
    window: BusyWindow,
    options?: CallOptions,
  ): Promise<CalendarChanges | null>;
  /** The live busy blocks of these calendars in the window (the booking's re-check). */
  busyTimes(
    credentials: C,
    externalIds: readonly string[],
    window: BusyWindow,
    options?: CallOptions,
  ): Promise<BusyInterval[]>;
  /** Writing, for providers whose calendars can hold the booked meetings; ids are the provider's. */
  createEvent?(
    credentials: C,
    externalId: string,
    event: CalendarEventInput,
    options?: CallOptions,
  ): Promise<{ eventId: string }>;
  updateEvent?(
    credentials: C,
    externalId: string,
    eventId: string,
    event: CalendarEventInput,
    options?: CallOptions,
  ): Promise<void>;
  deleteEvent?(credentials: C, externalId: string, eventId: string, options?: CallOptions): Promise<void>;
}

/** A refusal from the provider that the host must fix (wrong password, gone address): not retried. */
export class CalendarAuthError extends Error {}
