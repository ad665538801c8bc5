import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { queueCalendarWrite } from '../calendars/jobs.ts';
import { isChangeKind, sendChangeLetters } from '../notifications/change-letters.ts';
import { scheduleNotifications } from '../notifications/jobs.ts';
import { planReminders, planRemindersWhileCurrent } from '../notifications/reminders.ts';
import { syncVideoMeeting } from '../video/service.ts';
import { sendInvitations } from './invitations.ts';
import * as repo from './repo.ts';

const QueuePayload = z.object({ queueId: z.string() });
const SweepPayload = z.object({}).passthrough();
const RETRY_LIMIT = 3;
const STALE_AFTER_MS = 2 * 60 * 1000;

/**
 * A booking's side effects: its video meeting made, moved or deleted, then invitations to
 * attendee, guests and hosts and the attendee's reminders and follow-up; or the emails of a
 * reschedule or cancellation. Idempotent per queue entry.
 */
export function bookingSideEffectsJob(deps: Deps): JobDefinition<typeof QueuePayload> {
  return {
    name: 'booking-side-effects',
    payload: QueuePayload,
    retryLimit: RETRY_LIMIT,
    // A few emails or one API call: a job still running after 20 s belongs to a dead process.
    expireInSeconds: 20,
    concurrency: 4,
    // Two workers taking two jobs per fetch: a burst's backlog costs half the fetches and
    // completions. A worker fetches again once both its jobs are done.
    batchSize: 2,
    handle: async ({ queueId }) => {
      // The entry, its meeting and its attendee in one read, handed to every step below.
      const found = await repo.findQueueWithBooking(deps.db, queueId);
      if (found?.queue.status !== 'PENDING') return;
      const { queue, attendee } = found;
      try {
        // The video link first, so the emails and the calendar copies carry it. The meeting is
        // read again only when making the link wrote to it.
        const meeting =
          (await syncVideoMeeting(deps, queue.meetingId, {
            lastAttempt: queue.attempts >= RETRY_LIMIT,
            meeting: found.meeting,
          })) ?? (await repo.findMeeting(deps.db, queue.meetingId));
        // Whether a host has a destination calendar was read with the meeting; the video step
        // changes neither the hosts nor their calendars.
        await queueCalendarWrite(deps, queue.meetingId, {
          meeting,
          hasDestination:
            meeting && sameHosts(meeting, found.meeting) ? found.hasDestinationCalendar : undefined,
        });
        if (isChangeKind(queue.kind)) {
          await sendChangeLetters(deps, queue, queue.kind);
        } else {
          const booking = await sendInvitations(
            deps,
            queue,
            meeting && attendee ? { meeting, attendee } : undefined,
          );
          if (queue.kind === 'BOOKED' || queue.kind === 'CONFIRMED')
            await planBookingReminders(deps, queue, booking);
        }
        await repo.setQueueStatus(deps.db, queueId, { status: 'DONE', error: null }, deps.now());
      } catch (error) {
        const attempts = queue.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        if (attempts > RETRY_LIMIT) {
          // The meeting stands; only its emails failed. The page shows the booking with a warning.
          await repo.setQueueStatus(
            deps.db,
            queueId,
            { status: 'FAILURE', attempts, error: message },
            deps.now(),
          );
          return;
        }
        await repo.setQueueStatus(
          deps.db,
          queueId,
          { status: 'PENDING', attempts, error: message },
          deps.now(),
        );
        throw error;
      }
    },
  };
}

/** Every minute: re-sends the side effects of bookings whose job was lost (e.g. a crash after commit). */
export function bookingSweepJob(deps: Deps): JobDefinition<typeof SweepPayload> {
  return {
    name: 'booking-side-effects-sweep',
    payload: SweepPayload,
    cron: '* * * * *',
    handle: async () => {
      const stale = await repo.findStalePending(
        deps.db,
        new Date(deps.now().getTime() - STALE_AFTER_MS),
        100,
      );
      for (const queueId of stale) {
        await deps.jobs.send(bookingSideEffectsJob(deps), { queueId }, { singletonKey: queueId });
      }
    },
  };
}

/**
 * A confirmed booking's reminders and follow-up (a pending one gets them once confirmed). First in
 * one statement, for the meeting and attendee as the job read them and only if they still stand so
 * (the statement share-locks both: a reschedule or cancel meanwhile waits and then cancels the
 * rows). When that writes nothing although the event wants rows (the booking changed since, or a
 * retried job planned them before), the meeting and attendee are read again and held until the
 * rows are written, so no reminder is planned at an old time and a moved booking still gets its
 * notice. The event's settings are the ones the invitations read.
 */
async function planBookingReminders(
  deps: Deps,
  queue: repo.QueueRow,
  read: Awaited<ReturnType<typeof sendInvitations>>,
): Promise<void> {
  const { event } = read;
  if (
    read.meeting.id === queue.meetingId &&
    read.meeting.status === 'ACTIVE' &&
    read.attendee.status === 'ACTIVE'
  ) {
    const { wanted, planned } = await planRemindersWhileCurrent(deps.db, {
      meeting: read.meeting,
      attendeeId: read.attendee.id,
      notifications: event.notifications,
      now: deps.now(),
      bookedAt: read.attendee.createdAt,
    });
    if (planned.length > 0 || wanted === 0) {
      await scheduleNotifications(deps, planned);
      return;
    }
  }
  const rows = await deps.db.transaction(async (tx) => {
    const found = await repo.lockAttendeeWithMeeting(tx, queue.attendeeId);
    if (!found) return [];
    const { attendee, meeting } = found;
    if (meeting.id !== queue.meetingId || meeting.status !== 'ACTIVE' || attendee.status !== 'ACTIVE')
      return [];
    return planReminders(tx, {
      meeting,
      attendeeIds: [attendee.id],
      notifications: event.notifications,
      now: deps.now(),
      bookedAt: attendee.createdAt,
    });
  });
  await scheduleNotifications(deps, rows);
}

function sameHosts(a: repo.MeetingRow, b: repo.MeetingRow): boolean {
  return a.agentIds.length === b.agentIds.length && a.agentIds.every((id, i) => id === b.agentIds[i]);
}
