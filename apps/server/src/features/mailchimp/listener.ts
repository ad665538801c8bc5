import type { WebhookTrigger } from '@kairos/core/webhooks/webhook-schema';
import type { Deps } from '../../deps.ts';
import type { ChangeListener } from '../lifecycle/listener.ts';
import * as repo from './repo.ts';
import { queueMailchimpSync } from './service.ts';

/** The changes that put an attendee on the mailing list. */
const TAKES: ReadonlySet<WebhookTrigger> = new Set(['booking.created', 'booking.confirmed']);

/**
 * The mailing list as a listener of the lifecycle: the attendee of a new or confirmed booking is
 * queued for the workspace's audience in the booking's transaction. Its audience is whether the
 * workspace has the list connected.
 */
export const mailchimpListener: ChangeListener<Deps> = {
  name: 'mailchimp',
  audience: async (db, appId, triggers) =>
    triggers.some((t) => TAKES.has(t)) && (await repo.isConnected(db, appId)),
  async record(deps, tx, { appId, trigger, subject }, audience) {
    if (audience === false || !TAKES.has(trigger)) return;
    if ('meetingId' in subject && subject.attendeeId)
      await queueMailchimpSync(deps, tx, appId, subject.attendeeId);
  },
};
