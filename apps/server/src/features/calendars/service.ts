import type {
  CalendarConnection,
  ConnectCalendarBody,
  UpdateCalendarBody,
} from '@kairos/core/calendars/calendar-schema';
import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import type { Deps } from '../../deps.ts';
import { BlockedAddressError } from '../outbound/address-guard.ts';
import { sealSecret } from '../secrets/service.ts';
import { providerOf } from './providers.ts';
import * as repo from './repo.ts';
import { calendarCallOptions, describeFailure, openCredentials, refreshConnection } from './sync.ts';

const CONNECT_TIMEOUT_MS = 20_000;

function toDto(connection: repo.ConnectionRow, calendars: readonly repo.CalendarRow[]): CalendarConnection {
  return {
    id: connection.id,
    provider: connection.provider,
    label: connection.label,
    status: connection.brokenAt ? 'BROKEN' : 'OK',
    error: connection.error,
    refreshedAt: connection.refreshedAt?.toISOString() ?? null,
    calendars: calendars
      .filter((c) => c.connectionId === connection.id)
      .map((c) => ({
        id: c.id,
        name: c.name,
        writable: c.writable,
        checkConflicts: c.checkConflicts,
        isDestination: c.isDestination,
      })),
  };
}

export async function listConnections(deps: Deps, agentId: string): Promise<CalendarConnection[]> {
  const [connections, calendars] = await Promise.all([
    repo.findConnectionsOfAgent(deps.db, agentId),
    repo.findCalendarsOfAgent(deps.db, agentId),
  ]);
  return connections.map((c) => toDto(c, calendars));
}

async function connectionDto(deps: Deps, agentId: string, id: string): Promise<CalendarConnection> {
  const found = (await listConnections(deps, agentId)).find((c) => c.id === id);
  if (!found) throw new AppError('NOT_FOUND', 'No calendar connection with this id');
  return found;
}

/**
 * Connects a calendar account: checks the details with the provider (discovering the CalDAV
 * calendar home), stores them sealed, lists the calendars and fills their busy cache once.
 */
export async function connect(
  deps: Deps,
  agentId: string,
  body: ConnectCalendarBody,
): Promise<CalendarConnection> {
  const provider = providerOf(body.provider);
  const given =
    body.provider === 'CALDAV'
      ? { serverUrl: body.serverUrl, username: body.username, password: body.password }
      : { url: body.url };
  let connected: { label: string; credentials: unknown };
  try {
    connected = await provider.connect(
      provider.parseCredentials(given),
      calendarCallOptions(deps, CONNECT_TIMEOUT_MS),
    );
  } catch (error) {
    if (error instanceof BlockedAddressError) throw new AppError('ADDRESS_NOT_ALLOWED', `${error.message}.`);
    throw new AppError(
      'CALENDAR_UNREACHABLE',
      `${describeFailure(error)}. Check the address and the details.`,
    );
  }
  const connection = await repo.insertConnection(deps.db, {
    agentId,
    provider: body.provider,
    label: connected.label,
    credentials: sealSecret(deps.config.secretsKey, JSON.stringify(connected.credentials)),
    now: deps.now(),
  });
  await refreshConnection(deps, connection.id);
  return connectionDto(deps, agentId, connection.id);
}

export async function refreshNow(deps: Deps, agentId: string, id: string): Promise<CalendarConnection> {
  await ownConnection(deps, agentId, id);
  await refreshConnection(deps, id);
  return connectionDto(deps, agentId, id);
}

export async function disconnect(deps: Deps, agentId: string, id: string): Promise<void> {
  const connection = isUuid(id) ? await repo.findConnection(deps.db, id) : undefined;
  if (
    !connection ||
    connection.agentId !== agentId ||
    !(await deps.db.transaction((tx) => repo.deleteConnection(tx, agentId, id)))
  )
    throw new AppError('NOT_FOUND', 'No calendar connection with this id');
  await forget(deps, connection);
}

/** Lets go of what the provider holds for a connection no longer used (an OAuth grant is revoked). */
async function forget(deps: Deps, connection: Pick<repo.ConnectionRow, 'provider' | 'credentials'>) {
  const provider = providerOf(connection.provider);
  if (provider.forget) await provider.forget(openCredentials(deps, connection));
}

/**
 * After the host agreed at Google or Microsoft: names the account, stores the grant's id (the
 * tokens stay sealed on the grant) and reads the busy times. Connecting an account already
 * connected (after its sign-in broke) gives that connection the new grant instead of a second one.
 */
export async function connectOAuthCalendar(
  deps: Deps,
  agentId: string,
  kind: 'GOOGLE' | 'MICROSOFT',
  grantId: string,
): Promise<void> {
  const sealed = sealSecret(deps.config.secretsKey, JSON.stringify({ grantId }));
  let label: string;
  try {
    ({ label } = await providerOf(kind).connect(
      openCredentials(deps, { provider: kind, credentials: sealed }),
      {
        signal: AbortSignal.timeout(CONNECT_TIMEOUT_MS),
      },
    ));
  } catch (error) {
    throw new AppError('CALENDAR_UNREACHABLE', `${describeFailure(error)}. Please try again.`);
  }
  const existing = (await repo.findConnectionsOfAgent(deps.db, agentId)).find(
    (c) => c.provider === kind && c.label === label,
  );
  let connectionId: string;
  if (existing) {
    await repo.replaceCredentials(deps.db, existing.id, sealed);
    await forget(deps, existing);
    connectionId = existing.id;
  } else {
    const inserted = await repo.insertConnection(deps.db, {
      agentId,
      provider: kind,
      label,
      credentials: sealed,
      now: deps.now(),
    });
    connectionId = inserted.id;
  }
  await refreshConnection(deps, connectionId);
}

export async function updateCalendar(
  deps: Deps,
  agentId: string,
  calendarId: string,
  body: UpdateCalendarBody,
): Promise<CalendarConnection> {
  if (!isUuid(calendarId)) throw new AppError('NOT_FOUND', 'No calendar with this id');
  const updated = await deps.db.transaction(async (tx) => {
    const current = (await repo.findCalendarsOfAgent(tx, agentId)).find((c) => c.id === calendarId);
    if (!current) throw new AppError('NOT_FOUND', 'No calendar with this id');
    if (body.isDestination && !current.writable)
      throw new AppError('VALIDATION_ERROR', 'Meetings cannot be written to this calendar', {
        issues: [{ path: 'isDestination', message: 'This calendar is read-only' }],
      });
    return repo.updateCalendar(tx, agentId, calendarId, body);
  });
  if (!updated) throw new AppError('NOT_FOUND', 'No calendar with this id');
  return connectionDto(deps, agentId, updated.connectionId);
}

async function ownConnection(deps: Deps, agentId: string, id: string): Promise<repo.ConnectionRow> {
  const connection = isUuid(id) ? await repo.findConnection(deps.db, id) : undefined;
  if (!connection || connection.agentId !== agentId)
    throw new AppError('NOT_FOUND', 'No calendar connection with this id');
  return connection;
}
