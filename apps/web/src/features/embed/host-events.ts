import type { TrackingEventName } from '../tracking/tracking-events';
import type { PublicEmbedEvent } from './protocol';

/** Funnel events that are also public widget events, with the details the host page gets. */
const PUBLIC_OF: Partial<Record<TrackingEventName, { name: PublicEmbedEvent; keys: readonly string[] }>> = {
  date_selection: { name: 'date_selected', keys: ['eventId', 'date'] },
  time_selection: { name: 'time_selected', keys: ['eventId', 'time'] },
  schedule_event: { name: 'booking_successful', keys: ['eventId', 'meetingId'] },
  payment_completed: { name: 'payment_completed', keys: ['eventId', 'meetingId'] },
};

/** The public event a funnel event becomes, with only its documented details; null for the others. */
export function publicEventOf(
  name: TrackingEventName,
  payload: Record<string, unknown>,
): { name: PublicEmbedEvent; data: Record<string, unknown> } | null {
  const mapped = PUBLIC_OF[name];
  if (!mapped) return null;
  const data: Record<string, unknown> = {};
  for (const key of mapped.keys) if (payload[key] !== undefined) data[key] = payload[key];
  return { name: mapped.name, data };
}
