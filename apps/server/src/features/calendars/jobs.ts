import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { findMeeting, type MeetingRow } from '../bookings/repo.ts';
import * as repo from './repo.ts';
import { refreshConnection } from './sync.ts';
import { syncMeetingToCalendars } from './writer.ts';

const RefreshPayload = z.object({ connectionId: z.string() });
const MeetingPayload = z.object({ meetingId: z.string() });
const SweepPayload = z.object({}).passthrough();
/** Each connection's busy cache is refreshed about this often. */
export const CALENDAR_REFRESH_MS = 5 * 60 * 1000;
const SWEEP_BATCH = 200;

/** Refreshes one connection's busy cache (idempotent: it reads what changed since the last one). */
export function calendarRefreshJob(deps: Deps): JobDefinition<typeof RefreshPayload> {
  return {
    name: 'calendar-refresh',
    payload: RefreshPayload,
    retryLimit: 0,
    handle: async ({ connectionId }) => {
      await refreshConnection(deps, connectionId);
    },
  };
}

/** Every minute: queues a refresh of each connection not refreshed in the last five minutes. */
export function calendarRefreshSweepJob(deps: Deps): JobDefinition<typeof SweepPayload> {
  return {
    name: 'calendar-refresh-sweep',
    payload: SweepPayload,
    cron: '* * * * *',
    handle: async () => {
      await queueDueRefreshes(deps);
    },
  };
}

export async function queueDueRefreshes(deps: Deps): Promise<number> {
  const due = await repo.findDueConnections(
    deps.db,
    new Date(deps.now().getTime() - CALENDAR_REFRESH_MS),
    SWEEP_BATCH,
  );
  for (const connectionId of due) {
    await deps.jobs.send(calendarRefreshJob(deps), { connectionId }, { singletonKey: connectionId });
  }
  return due.length;
}

/** Writes a meeting's current state to its hosts' destination calendars (create, update or delete). */
export function calendarWriteJob(deps: Deps): JobDefinition<typeof MeetingPayload> {
  return {
    name: 'calendar-write',
    payload: MeetingPayload,
    retryLimit: 3,
    handle: async ({ meetingId }) => {
      await syncMeetingToCalendars(deps, meetingId);
    },
  };
}

/**
 * Queues the write of a booked, moved, confirmed or cancelled meeting to its hosts' calendars,
 * when it was written before or one of its hosts has a destination calendar. `read` is the
 * meeting as the caller just read it, with whether its hosts had a destination then.
 */
export async function queueCalendarWrite(
  deps: Deps,
  meetingId: string,
  read?: { meeting: MeetingRow | undefined; hasDestination?: boolean },
): Promise<void> {
  const meeting = read ? read.meeting : await findMeeting(deps.db, meetingId);
  if (!meeting) return;
  const hasDestination =
    read?.hasDestination ?? (await repo.findDestinations(deps.db, meeting.agentIds)).length > 0;
  if (!meeting.calendarEvent && !hasDestination) return;
  await deps.jobs.send(calendarWriteJob(deps), { meetingId });
}
