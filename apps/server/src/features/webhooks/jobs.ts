import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { JobDefinition } from '../../jobs/queue.ts';
import { webhookDeliverJob } from './delivery.ts';
import * as repo from './repo.ts';

const SweepPayload = z.object({}).passthrough();
/** A message this late past its time has lost its job (a crash between commit and pick-up). */
const OVERDUE_MS = 2 * 60_000;

/** Every minute: gives overdue messages a new job. */
export function webhookSweepJob(deps: Deps): JobDefinition<typeof SweepPayload> {
  return {
    name: 'webhook-deliver-sweep',
    payload: SweepPayload,
    cron: '* * * * *',
    handle: async () => {
      const overdue = await repo.findOverdueDeliveries(
        deps.db,
        new Date(deps.now().getTime() - OVERDUE_MS),
        200,
      );
      for (const deliveryId of overdue) {
        await deps.jobs.send(webhookDeliverJob(deps), { deliveryId }, { singletonKey: deliveryId });
      }
    },
  };
}
