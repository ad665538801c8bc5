import { type FunnelBeacon, isServerRecorded } from '@kairos/core/analytics/funnel';
import { AppError } from '@kairos/core/errors';
import { isUuid } from '@kairos/core/ids';
import type { Deps } from '../../deps.ts';
import { enforceRateLimits } from '../rate-limit/service.ts';
import { findFunnelWorkspace, insertFunnelEvent } from './repo.ts';

/** A busy visitor sends a few dozen events a booking; this leaves room for a shared address. */
export const FUNNEL_EVENTS_PER_IP = 600;
const FUNNEL_WINDOW_MS = 10 * 60_000;

const asUuid = (id: string | undefined) => (id !== undefined && isUuid(id) ? id : undefined);

/**
 * `POST /website/funnel-event`: stores one tracking event reported by a public page, against the
 * workspace of the event, form or access link it names (404 when none is live). The events the
 * server records itself are acknowledged and dropped.
 */
export async function recordBeacon(deps: Deps, beacon: FunnelBeacon, ip: string): Promise<void> {
  const now = deps.now();
  await enforceRateLimits(
    deps.db,
    [{ key: `funnel:ip:${ip}`, limit: FUNNEL_EVENTS_PER_IP, windowMs: FUNNEL_WINDOW_MS }],
    now,
  );
  if (isServerRecorded(beacon.name)) return;
  const eventId = asUuid(beacon.eventId);
  const formId = asUuid(beacon.formId);
  if ((beacon.eventId && !eventId) || (beacon.formId && !formId)) {
    throw new AppError('NOT_FOUND', 'No such event or routing form');
  }
  const appId = await findFunnelWorkspace(deps.db, { eventId, formId, accessLink: beacon.accessLink });
  if (!appId) throw new AppError('NOT_FOUND', 'No such event, routing form or access link');
  await insertFunnelEvent(deps.db, {
    appId,
    name: beacon.name,
    source: 'browser',
    eventId: eventId ?? null,
    formId: formId ?? null,
    visitorId: beacon.visitorId ?? null,
    utmSource: beacon.utmSource || null,
    utmCampaign: beacon.utmCampaign || null,
    occurredAt: now,
  });
}
