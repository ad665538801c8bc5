import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import { bookingSideEffectsJob, bookingSweepJob } from '../features/bookings/jobs.ts';
import type { JobDefinition } from './queue.ts';

/** Every job this server runs workers for. */
export function allJobs(deps: Deps): Array<JobDefinition<z.ZodType>> {
  return [bookingSideEffectsJob(deps), bookingSweepJob(deps)] as Array<JobDefinition<z.ZodType>>;
}
