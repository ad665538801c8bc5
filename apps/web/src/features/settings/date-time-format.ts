import type { Agent } from '@kairos/core/accounts/schemas';
import { dateKeyInZone, formatSlotTime } from '../booker/zoned-time';

/** How the host wants dates and times written: their profile's formats and zone. */
export type AgentPreferences = Pick<Agent, 'dateFormat' | 'timeFormat' | 'timezone'>;

function toInstant(value: number | string | Date): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Date.parse(value);
  return value.getTime();
}

/** `21/11/2026` or `11/21/2026`: the calendar date of `value` in the host's zone. */
export function formatAgentDate(value: number | string | Date, prefs: AgentPreferences): string {
  const [year, month, day] = dateKeyInZone(toInstant(value), prefs.timezone).split('-');
  return prefs.dateFormat === 'MM/DD/YYYY' ? `${month}/${day}/${year}` : `${day}/${month}/${year}`;
}

/** `9:05am` or `09:05`: the wall time of `value` in the host's zone. */
export function formatAgentTime(value: number | string | Date, prefs: AgentPreferences): string {
  return formatSlotTime(toInstant(value), prefs.timezone, prefs.timeFormat);
}

/**
 * `21/11/2026, 9:05am (Asia/Kolkata)`: a date and time with the zone it is read in, as every
 * time on the dashboard is shown.
 */
export function formatAgentDateTime(value: number | string | Date, prefs: AgentPreferences): string {
  const instant = toInstant(value);
  return `${formatAgentDate(instant, prefs)}, ${formatAgentTime(instant, prefs)} (${prefs.timezone})`;
}
