import type { AgentDetails } from '@kairos/core/events/agent-schema';
import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import { visibleHosts } from './event-display';

type HostEvent = Pick<PublicEvent, 'type' | 'allowAttendeeToSelectHost' | 'agentsDetails'>;

/** The hosts a visitor may pick among: a round robin's, when it lets them and has more than one. */
export function hostChoices(event: HostEvent): AgentDetails[] {
  if (event.type !== 'ROUNDROBIN' || !event.allowAttendeeToSelectHost) return [];
  const hosts = visibleHosts(event);
  return hosts.length > 1 ? hosts : [];
}

/** The picked host's id when the event offers that pick; undefined means any available host. */
export function chosenHost(event: HostEvent, requested: string | undefined): string | undefined {
  return requested !== undefined && hostChoices(event).some((host) => host.userId === requested)
    ? requested
    : undefined;
}
