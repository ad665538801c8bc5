import type { Funnel } from './analytics-schema.ts';
import { isServerRecorded } from './funnel.ts';
import type { TrackingEventName } from './tracking-events.ts';

/** The visitor's steps the funnel card charts, in funnel order, named as the card names them. */
export const FUNNEL_STEPS = [
  ['all_events_page', 'Opened a listing'],
  ['date_selection', 'Picked a date'],
  ['time_selection', 'Picked a time'],
  ['view_booking_details_page', 'Reached the details'],
  ['verify_email', 'Verified their email'],
  ['schedule_event', 'Booked'],
  ['payment_completed', 'Paid'],
] as const satisfies ReadonlyArray<readonly [TrackingEventName, string]>;

export interface FunnelStepRow {
  name: TrackingEventName;
  label: string;
  /** How often the step happened (Paid: how many payments). */
  events: number;
  /** Distinct visitors who reached it; null for a step the server knows of, which carries no visitor. */
  visitors: number | null;
}

/**
 * The funnel card's figures: the same rows on screen and in its CSV. "Paid" is the payments
 * Revenue counts (`funnel.paid`: same table, range and statuses), not the pages' reports of a
 * payment, so the card never says "Paid 0" beside money taken; like a booking, a payment carries
 * no visitor.
 */
export function funnelStepRows(funnel: Funnel): FunnelStepRow[] {
  const byName = new Map(funnel.steps.map((s) => [s.name, s]));
  return FUNNEL_STEPS.map(([name, label]) => {
    if (name === 'payment_completed') return { name, label, events: funnel.paid, visitors: null };
    const step = byName.get(name);
    return {
      name,
      label,
      events: step?.events ?? 0,
      visitors: isServerRecorded(name) ? null : (step?.visitors ?? 0),
    };
  });
}
