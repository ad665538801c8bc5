import type { Deps } from '../../deps.ts';
import type { OAuthCalendarCredentials } from './oauth-api.ts';
import * as repo from './repo.ts';
import { openCredentials } from './sync.ts';

/** A host's calendar at Google or Microsoft that a video meeting's event is made in. */
export interface HostCalendar {
  calendarId: string;
  externalId: string;
  /** The account, as the host sees it (an address). */
  label: string;
  broken: boolean;
  credentials: OAuthCalendarCredentials;
}

/**
 * The calendar a host's Meet or Teams meetings are made in: their destination calendar when it
 * is at that provider, otherwise the account's primary (Google) or first writable calendar.
 */
export async function hostCalendarOf(
  deps: Deps,
  agentId: string,
  kind: 'GOOGLE' | 'MICROSOFT',
): Promise<HostCalendar | undefined> {
  const [connections, calendars] = await Promise.all([
    repo.findConnectionsOfAgent(deps.db, agentId),
    repo.findCalendarsOfAgent(deps.db, agentId),
  ]);
  const ofKind = connections.filter((c) => c.provider === kind);
  if (ofKind.length === 0) return undefined;
  const inKind = calendars.filter((c) => c.writable && ofKind.some((k) => k.id === c.connectionId));
  const chosen =
    inKind.find((c) => c.isDestination) ??
    inKind.find((c) => ofKind.some((k) => k.id === c.connectionId && k.label === c.externalId)) ??
    inKind[0];
  const connection = ofKind.find((k) => k.id === chosen?.connectionId) ?? ofKind[0];
  if (!chosen || !connection) return undefined;
  return {
    calendarId: chosen.id,
    externalId: chosen.externalId,
    label: connection.label,
    broken: connection.brokenAt !== null,
    credentials: openCredentials(deps, connection) as OAuthCalendarCredentials,
  };
}

/** The calendar (by Kairos's id) a video meeting's event was made in, while its connection exists. */
export async function hostCalendarById(
  deps: Deps,
  calendarId: string,
): Promise<Pick<HostCalendar, 'externalId' | 'credentials'> | undefined> {
  const source = await repo.findCalendarSource(deps.db, calendarId);
  if (!source) return undefined;
  return {
    externalId: source.externalId,
    credentials: openCredentials(deps, source) as OAuthCalendarCredentials,
  };
}
