import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import * as repo from './repo.ts';
import type { EventRead, Subscriber } from './subscriber.ts';

const QueuePayload = z.object({ queueId: z.string() });
const SweepPayload = z.object({}).passthrough();
/** Retries of each subscriber after its first attempt. */
export const RETRY_LIMIT = 3;
const STALE_AFTER_MS = 2 * 60 * 1000;

type States = repo.QueueRow['subscribers'];

/**
 * Runs one lifecycle event's subscribers, in the order `listeners.ts` lists them, each once: a
 * subscriber already done or failed for good is skipped, one whose `after` is not settled yet
 * waits for the next run. The event is DONE when every subscriber is done, FAILURE when one failed
 * for good (the others still ran), and PENDING with the job retried while one is still trying.
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
      // The event, its meeting and its attendee in one read, handed to every subscriber.
      const found = await repo.findQueueWithBooking(deps.db, queueId);
      if (found?.queue.status !== 'PENDING') return;
      const { queue } = found;
      const read: EventRead = {
        meeting: found.meeting,
        attendee: found.attendee ?? undefined,
        destination: { hosts: found.meeting.agentIds, has: found.hasDestinationCalendar },
        loaded: new Map(),
      };
      const states = await runSubscribers(deps, queue, read);
      const trying = Object.entries(states).filter(([, s]) => s.status === 'PENDING');
      const failed = Object.entries(states).filter(([, s]) => s.status === 'FAILED');
      const errors = [...trying, ...failed].map(([name, s]) => `${name}: ${s.error ?? 'waiting'}`).join('; ');
      if (trying.length > 0) {
        await repo.setQueueStatus(
          deps.db,
          queueId,
          { status: 'PENDING', attempts: queue.attempts + 1, error: errors, subscribers: states },
          deps.now(),
        );
        throw new Error(errors);
      }
      // The meeting stands whatever failed; the page shows the booking with a warning.
      await repo.setQueueStatus(
        deps.db,
        queueId,
        {
          status: failed.length > 0 ? 'FAILURE' : 'DONE',
          error: failed.length > 0 ? errors : null,
          subscribers: states,
        },
        deps.now(),
      );
    },
  };
}

async function runSubscribers(deps: Deps, queue: repo.QueueRow, read: EventRead): Promise<States> {
  const states: States = { ...queue.subscribers };
  const follows = (s: Subscriber<Deps>) => !s.kinds || (s.kinds as readonly string[]).includes(queue.kind);
  const settled = (name: string) => {
    const subscriber = deps.subscribers.find((s) => s.name === name);
    const status = states[name]?.status;
    return !subscriber || !follows(subscriber) || status === 'DONE' || status === 'FAILED';
  };
  for (const subscriber of deps.subscribers) {
    if (!follows(subscriber) || settled(subscriber.name)) continue;
    if (subscriber.after && !subscriber.after.every(settled)) {
      states[subscriber.name] = { ...states[subscriber.name], status: 'PENDING', error: 'waiting' };
      continue;
    }
    const attempts = (states[subscriber.name]?.attempts ?? 0) + 1;
    try {
      const changed = await subscriber.handle(deps, queue, read, { last: attempts > RETRY_LIMIT });
      if (changed) Object.assign(read, changed);
      states[subscriber.name] = { status: 'DONE', attempts };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      states[subscriber.name] = {
        status: attempts > RETRY_LIMIT ? 'FAILED' : 'PENDING',
        attempts,
        error: message,
      };
    }
  }
  return states;
}

/** Starts the subscribers of events written in a transaction that has committed. */
export async function sendBookingEvents(deps: Deps, queueIds: readonly string[]): Promise<void> {
  for (const queueId of queueIds)
    await deps.jobs.send(bookingSideEffectsJob(deps), { queueId }, { singletonKey: queueId });
}

/** Every minute: re-sends the events whose job was lost (e.g. a crash after commit). */
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
      await sendBookingEvents(deps, stale);
    },
  };
}
