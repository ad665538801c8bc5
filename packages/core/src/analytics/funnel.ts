import { z } from 'zod';
import { TRACKING_EVENTS, type TrackingEventName } from './tracking-events.ts';

/**
 * The funnel events the server records itself, when it knows they happened: a visitor's booking,
 * their cancellation and reschedule, a routing form response stored. A browser's report of these
 * is acknowledged and dropped, so each counts once and none can be inflated from outside.
 */
export const SERVER_FUNNEL_EVENTS = [
  'schedule_event',
  'submit_routing_form_success',
  'clicked_cancel_button',
  'clicked_reschedule_button',
] as const satisfies readonly TrackingEventName[];
export type ServerFunnelEvent = (typeof SERVER_FUNNEL_EVENTS)[number];

const SERVER_RECORDED = new Set<string>(SERVER_FUNNEL_EVENTS);

export function isServerRecorded(name: string): boolean {
  return SERVER_RECORDED.has(name);
}

const optionalId = z.string().trim().min(1).max(64).optional();
const utm = z.string().trim().max(200).optional();

/**
 * `POST /website/funnel-event`: one tracking event from a public page (sent with
 * `navigator.sendBeacon`). It names what was visited (an event, a routing form or an access link),
 * an anonymous per-tab visitor id, and the page's UTM source and campaign — nothing about the person.
 */
export const FunnelBeaconSchema = z
  .object({
    name: z.enum(TRACKING_EVENTS, { error: 'Unknown tracking event' }),
    eventId: optionalId,
    formId: optionalId,
    accessLink: z.string().trim().min(1).max(100).optional(),
    visitorId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Use 8 to 64 letters, digits, - or _')
      .optional(),
    utmSource: utm,
    utmCampaign: utm,
  })
  .refine((b) => b.eventId !== undefined || b.formId !== undefined || b.accessLink !== undefined, {
    message: 'Name the event, routing form or access link the visitor was on',
    path: ['eventId'],
  });
export type FunnelBeacon = z.infer<typeof FunnelBeaconSchema>;
