import type { Interval } from '@kairos/core/slots/types';
import type { Deps } from '../../deps.ts';
import type { RecheckSource } from '../lifecycle/ports.ts';
import type { CalendarBusy } from './busy.ts';
import { providerOf } from './providers.ts';
import * as repo from './repo.ts';
import { calendarCallOptions, openCredentials } from './sync.ts';

/**
 * How long a booking waits for the hosts' calendars. A provider that does not answer in time
 * (or fails) is skipped: the booking goes on with that calendar's cached busy times, which the
 * transaction checks anyway. See docs/decisions/0019-calendar-busy-cache.md.
 */
export const CALENDAR_RECHECK_TIMEOUT_MS = 3000;

/**
 * Just before the booking transaction: asks the providers of the event's hosts, live, what is
 * busy around the chosen slot, so an event added since the last refresh still refuses it. One
 * query and nothing else when no host has a calendar counting for conflicts.
 */
export async function recheckCalendars(
  deps: Deps,
  source: RecheckSource,
  start: Date,
  end: Date,
): Promise<CalendarBusy | undefined> {
  if (!source.event.schedule.checkForConflict) return undefined;
  const calendars = await repo.findConflictCalendars(
    deps.db,
    source.agents.map((a) => a.id),
  );
  if (calendars.length === 0) return undefined;
  const byConnection = new Map<string, repo.ConflictSource[]>();
  for (const c of calendars)
    byConnection.set(c.connectionId, [...(byConnection.get(c.connectionId) ?? []), c]);
  const { buffer } = source.event.bounds;
  const from = start.getTime() - (buffer.beforeMeeting ?? 0) * 60_000;
  const to = end.getTime() + (buffer.afterMeeting ?? 0) * 60_000;
  const options = calendarCallOptions(deps, CALENDAR_RECHECK_TIMEOUT_MS);
  const answers = await Promise.allSettled(
    [...byConnection.values()].map(async (group) => {
      const first = group[0] as repo.ConflictSource;
      const provider = providerOf(first.provider);
      const credentials = openCredentials(deps, first);
      const busy = await provider.busyTimes(
        credentials,
        group.map((c) => c.externalId),
        { from, to, floatingZone: first.timezone },
        options,
      );
      return { agentId: first.agentId, busy };
    }),
  );
  const live = new Map<string, Interval[]>();
  for (const answer of answers) {
    if (answer.status !== 'fulfilled') continue;
    const { agentId, busy } = answer.value;
    live.set(agentId, [...(live.get(agentId) ?? []), ...busy]);
  }
  return live;
}
