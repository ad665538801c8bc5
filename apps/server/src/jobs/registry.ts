import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import { calendarRefreshJob, calendarRefreshSweepJob, calendarWriteJob } from '../features/calendars/jobs.ts';
import { googleSheetsSyncJob } from '../features/google-sheets/service.ts';
import { idempotencySweepJob } from '../features/idempotency/service.ts';
import { bookingSideEffectsJob, bookingSweepJob } from '../features/lifecycle/jobs.ts';
import { mailchimpSyncJob } from '../features/mailchimp/service.ts';
import { notificationSendJob, notificationSweepJob } from '../features/notifications/jobs.ts';
import { paymentHoldExpiryJob, paymentHoldSweepJob, paymentRefundJob } from '../features/payments/jobs.ts';
import { videoSyncJob } from '../features/video/jobs.ts';
import { webhookDeliverJob } from '../features/webhooks/delivery.ts';
import { webhookSweepJob } from '../features/webhooks/jobs.ts';
import type { JobDefinition } from './queue.ts';

/** Every job this server runs workers for. */
export function allJobs(deps: Deps): Array<JobDefinition<z.ZodType>> {
  return [
    bookingSideEffectsJob(deps),
    bookingSweepJob(deps),
    notificationSendJob(deps),
    notificationSweepJob(deps),
    webhookDeliverJob(deps),
    webhookSweepJob(deps),
    paymentRefundJob(deps),
    paymentHoldExpiryJob(deps),
    paymentHoldSweepJob(deps),
    calendarRefreshJob(deps),
    calendarRefreshSweepJob(deps),
    calendarWriteJob(deps),
    videoSyncJob(deps),
    mailchimpSyncJob(deps),
    googleSheetsSyncJob(deps),
    idempotencySweepJob(deps),
  ] as Array<JobDefinition<z.ZodType>>;
}
