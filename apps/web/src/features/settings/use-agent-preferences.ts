import {
  type DisplayPrefs,
  formatDate,
  formatDateTime,
  formatInstant,
  formatTime,
} from '@kairos/core/dates/format';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { agentInfoQuery } from '../session/queries';

const FALLBACK: DisplayPrefs = { dateFormat: 'DD/MM/YYYY', timeFormat: '12h', timezone: 'UTC' };

/**
 * The signed-in host's date format, time format and zone from their profile, with the core
 * formatters bound to them. Every date and time the dashboard shows goes through these.
 */
export function useAgentPreferences() {
  const { data } = useQuery(agentInfoQuery);
  const agent = data?.agent;
  const dateFormat = agent?.dateFormat ?? FALLBACK.dateFormat;
  const timeFormat = agent?.timeFormat ?? FALLBACK.timeFormat;
  const timezone = agent?.timezone ?? FALLBACK.timezone;
  return useMemo(() => {
    const prefs: DisplayPrefs = { dateFormat, timeFormat, timezone };
    return {
      ...prefs,
      prefs,
      formatDate: (value: number | string | Date) => formatDate(value, prefs),
      formatTime: (value: number | string | Date) => formatTime(value, prefs),
      formatDateTime: (value: number | string | Date) => formatDateTime(value, prefs),
      /** Without the zone, for lists that name it once above. */
      formatInstant: (value: number | string | Date) => formatInstant(value, prefs),
    };
  }, [dateFormat, timeFormat, timezone]);
}
