import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { sendInvitations } from './invitations.ts';
import * as repo from './repo.ts';

const QueuePayload = z.object({ queueId: z.string() });
const SweepPayload = z.object({}).passthrough();
const RETRY_LIMIT = 3;
const STALE_AFTER_MS = 2 * 60 * 1000;

/** A booking's side effects: invitations to attendee, guests and hosts. Idempotent per queue entry. */
export function bookingSideEffectsJob(deps: Deps): JobDefinition<typeof QueuePayload> {
  return {
    name: 'booking-side-effects',
    payload: QueuePayload,
    retryLimit: RETRY_LIMIT,
    handle: async ({ queueId }) => {
      const queue = await repo.findQueue(deps.db, queueId);
      if (queue?.status !== 'PENDING') return;
      try {
        await sendInvitations(deps, queue);
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
