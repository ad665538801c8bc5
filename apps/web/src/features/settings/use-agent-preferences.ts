import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { agentInfoQuery } from '../session/queries';
import {
  type AgentPreferences,
  formatAgentDate,
  formatAgentDateTime,
  formatAgentTime,
} from './date-time-format';

const FALLBACK: AgentPreferences = { dateFormat: 'DD/MM/YYYY', timeFormat: '12h', timezone: 'UTC' };

/**
 * The signed-in host's date format, time format and zone from their profile, with formatters
 * bound to them. Every date and time the dashboard shows goes through these.
 */
export function useAgentPreferences() {
  const { data } = useQuery(agentInfoQuery);
  const agent = data?.agent;
  const dateFormat = agent?.dateFormat ?? FALLBACK.dateFormat;
  const timeFormat = agent?.timeFormat ?? FALLBACK.timeFormat;
  const timezone = agent?.timezone ?? FALLBACK.timezone;
  return useMemo(() => {
    const prefs: AgentPreferences = { dateFormat, timeFormat, timezone };
    return {
      ...prefs,
      formatDate: (value: number | string | Date) => formatAgentDate(value, prefs),
      formatTime: (value: number | string | Date) => formatAgentTime(value, prefs),
      formatDateTime: (value: number | string | Date) => formatAgentDateTime(value, prefs),
    };
  }, [dateFormat, timeFormat, timezone]);
}
