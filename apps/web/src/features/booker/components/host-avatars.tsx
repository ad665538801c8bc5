import type { AgentDetails } from '@kairos/core/events/agent-schema';
import { hostName } from '../event-display';

function initials(agent: AgentDetails): string {
  return `${agent.firstName.charAt(0)}${agent.lastName.charAt(0)}`.toUpperCase() || '?';
}

/** Overlapping portraits (or initials) of an event's hosts; the names are written beside them. */
export function HostAvatars({ hosts, size = 'md' }: { hosts: readonly AgentDetails[]; size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'size-7 text-[0.65rem]' : 'size-10 text-sm';
  const shown = hosts.slice(0, 4);
  return (
    <div className="flex -space-x-2" aria-hidden="true">
      {shown.map((agent) =>
        agent.profilePic ? (
          <img
            key={agent.userId}
            src={agent.profilePic}
            alt=""
            className={`${box} rounded-full border-2 border-(--pb-surface) object-cover`}
          />
        ) : (
          <span
            key={agent.userId}
            title={hostName(agent)}
            className={`${box} grid place-items-center rounded-full border-2 border-(--pb-surface) bg-(--pb-brand-soft) font-semibold text-(--pb-brand-ink)`}
          >
            {initials(agent)}
          </span>
        ),
      )}
      {hosts.length > shown.length && (
        <span
          className={`${box} grid place-items-center rounded-full border-2 border-(--pb-surface) bg-(--pb-border) font-semibold`}
        >
          +{hosts.length - shown.length}
        </span>
      )}
    </div>
  );
}
