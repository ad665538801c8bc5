import type { DisplayPrefs } from '@kairos/core/dates/format';
import { useSuspenseQuery } from '@tanstack/react-query';
import { agentInfoQuery } from '../session/queries';

/** The signed-in host's zone and date/time formats, for every time the dashboard shows. */
export function useHostPrefs(): DisplayPrefs {
  const { data } = useSuspenseQuery(agentInfoQuery);
  return {
    timezone: data.agent.timezone,
    dateFormat: data.agent.dateFormat,
    timeFormat: data.agent.timeFormat,
  };
}
