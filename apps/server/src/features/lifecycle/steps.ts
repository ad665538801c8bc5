import type { ServerFunnelEvent } from '@kairos/core/analytics/funnel';
import type { Utms } from '@kairos/core/bookings/book-schema';
import type { DbOrTx } from '@kairos/db/client';
import { funnelEventInsert } from './repo.ts';

/** A step the server saw (a booking, a reschedule, a form answer), recorded with the change. */
export interface ServerStep {
  appId: string;
  name: ServerFunnelEvent;
  at: Date;
  eventId?: string | undefined;
  formId?: string | undefined;
  meetingId?: string | undefined;
  utms?: Utms | undefined;
}

/** Records a step the server saw happen (in the caller's transaction when it has one). */
export async function recordServerStep(db: DbOrTx, e: ServerStep): Promise<void> {
  await serverStepInsert(db, e);
}

/** The insert of a server-side step, not yet sent: to be written within the change's own statement. */
export function serverStepInsert(db: DbOrTx, e: ServerStep) {
  return funnelEventInsert(db, {
    appId: e.appId,
    name: e.name,
    source: 'server',
    eventId: e.eventId ?? null,
    formId: e.formId ?? null,
    meetingId: e.meetingId ?? null,
    utmSource: e.utms?.utm_source || null,
    utmCampaign: e.utms?.utm_campaign || null,
    occurredAt: e.at,
  });
}
