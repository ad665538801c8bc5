import type { Deps } from '../../deps.ts';
import { sendMail } from '../mail/service.ts';
import { OAuthGrantRefusedError, OAuthUnavailableError } from '../oauth/protocol.ts';
import { BlockedAddressError } from '../outbound/address-guard.ts';
import { allowListOf, guardedFetch } from '../outbound/guarded-fetch.ts';
import { openSecret } from '../secrets/service.ts';
import { CalendarAuthError, type CallOptions } from './provider.ts';
import { providerOf } from './providers.ts';
import * as repo from './repo.ts';

const DAY_MS = 86_400_000;
/** Busy times are cached this far ahead; recurring events are expanded up to it. */
export const CALENDAR_HORIZON_DAYS = 366;
/** A calendar is re-read whole once its expanded window lags this far behind the horizon. */
const WIDEN_AFTER_MS = 7 * DAY_MS;
/** A refresh of one connection gives up after this long. */
const REFRESH_TIMEOUT_MS = 60_000;

/** A failure as the host may read it: never an address (a feed's address can hold a token). */
export function describeFailure(error: unknown): string {
  if (error instanceof CalendarAuthError || error instanceof BlockedAddressError) return error.message;
  if (error instanceof OAuthGrantRefusedError || error instanceof OAuthUnavailableError) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'The calendar did not answer in time';
  if (
    error instanceof Error &&
    /^The (CalDAV server|calendar feed|server|Google Calendar API|Microsoft Graph API)/.test(error.message)
  )
    return error.message;
  return 'The calendar could not be reached';
}

/**
 * A provider call's options: its deadline, and the fetch that reaches hosts' typed addresses
 * only where `CALENDAR_ALLOWED_HOSTS` and the SSRF rules allow, checked on every connection.
 */
export function calendarCallOptions(deps: Deps, timeoutMs: number): CallOptions {
  return {
    signal: AbortSignal.timeout(timeoutMs),
    fetch: guardedFetch({
      allow: allowListOf(deps.config.calendarAllowedHosts ?? NO_HOSTS),
      purpose: 'calendar connections',
    }),
  };
}
const NO_HOSTS: readonly string[] = [];

export function openCredentials(
  deps: Deps,
  connection: Pick<repo.ConnectionRow, 'provider' | 'credentials'>,
): unknown {
  const provider = providerOf(connection.provider);
  const credentials = provider.parseCredentials(
    JSON.parse(openSecret(deps.config.secretsKey, connection.credentials)),
  );
  return provider.bind ? provider.bind(credentials, deps) : credentials;
}

/**
 * Refreshes the busy cache of one connection: lists its calendars (new ones are added), and for
 * each whose change marker moved, reads only the objects whose ETag changed. Each calendar's
 * changes are written in one transaction that also raises its version, so cached slots of its
 * agent are recomputed. A failure marks the connection broken and emails the host once; the
 * cache keeps its last good busy times.
 */
export async function refreshConnection(deps: Deps, connectionId: string): Promise<'OK' | 'BROKEN' | 'GONE'> {
  const connection = await repo.findConnection(deps.db, connectionId);
  if (!connection) return 'GONE';
  const now = deps.now();
  try {
    const provider = providerOf(connection.provider);
    const credentials = openCredentials(deps, connection);
    const agent = await repo.findAgentContact(deps.db, connection.agentId);
    const options = calendarCallOptions(deps, REFRESH_TIMEOUT_MS);
    const remote = await provider.listCalendars(credentials, options);
    await deps.db.transaction((tx) => repo.upsertCalendars(tx, connection, remote));
    const horizon = now.getTime() + CALENDAR_HORIZON_DAYS * DAY_MS;
    const window = { from: now.getTime() - DAY_MS, to: horizon, floatingZone: agent?.timezone ?? 'UTC' };
    for (const calendar of await repo.findCalendarsOfConnection(deps.db, connection.id)) {
      const listed = remote.find((r) => r.externalId === calendar.externalId);
      if (!listed) continue;
      const full = !calendar.expandedUntil || calendar.expandedUntil.getTime() < horizon - WIDEN_AFTER_MS;
      const cached = {
        externalId: calendar.externalId,
        syncState: calendar.syncState,
        objects: full ? new Map<string, string>() : await repo.findObjectEtags(deps.db, calendar.id),
        full,
      };
      const changes = await provider.refresh(credentials, listed, cached, window, options);
      if (!changes) continue;
      await deps.db.transaction((tx) =>
        repo.applyChanges(tx, calendar, changes, {
          full: full || changes.replaceAll === true,
          expandedUntil: new Date(horizon),
        }),
      );
    }
    await repo.markRefreshed(deps.db, connection.id, now);
    return 'OK';
  } catch (error) {
    const message = describeFailure(error);
    await repo.markBroken(deps.db, connection.id, message, now);
    if (await repo.claimBrokenNotice(deps.db, connection.id, now)) await tellHost(deps, connection, message);
    return 'BROKEN';
  }
}

async function tellHost(deps: Deps, connection: repo.ConnectionRow, reason: string): Promise<void> {
  const agent = await repo.findAgentContact(deps.db, connection.agentId);
  if (!agent) return;
  const page = `${deps.config.publicUrl}/app/apps`;
  await sendMail(deps, {
    appId: null,
    to: [agent.emailId],
    subject: `Your calendar ${connection.label} is no longer connected`,
    text: [
      `Hello ${agent.firstName},`,
      '',
      `Kairos could not read your calendar ${connection.label}: ${reason}.`,
      'Until it is reconnected, your booking pages use the busy times read before it stopped working; ' +
        'after 24 hours without a successful read, no times are offered with you, so that nobody books ' +
        'you over an event Kairos cannot see.',
      '',
      `Reconnect it under Apps & integrations: ${page}`,
    ].join('\n'),
    kind: 'CALENDAR_BROKEN',
    dedupeKey: `calendar-broken:${connection.id}:${deps.now().toISOString()}`,
  });
}
