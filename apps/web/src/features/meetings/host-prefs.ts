import { useSuspenseQuery } from '@tanstack/react-query';
import { agentInfoQuery } from '../session/queries';
import type { HostTimePrefs } from './meeting-format';

/** The signed-in host's zone and date/time formats, for every time the dashboard shows. */
export function useHostPrefs(): HostTimePrefs {
  const { data } = useSuspenseQuery(agentInfoQuery);
  return {
    timezone: data.agent.timezone,
    dateFormat: data.agent.dateFormat,
    timeFormat: data.agent.timeFormat,
  };
}
