import type { AgentDetails } from '@kairos/core/events/agent-schema';
import { useT } from '../../i18n/i18n-context';
import { hostName } from '../event-display';

function initials(agent: AgentDetails): string {
  return `${agent.firstName.charAt(0)}${agent.lastName.charAt(0)}`.toUpperCase() || '?';
}

const SIZES = { sm: 'size-7 text-[0.65rem]', md: 'size-10 text-sm', lg: 'size-16 text-lg' } as const;

/** One host's portrait, or their initials without one; decorative, since the name is written beside it. */
export function HostAvatar({ agent, size = 'md' }: { agent: AgentDetails; size?: keyof typeof SIZES }) {
  const box = SIZES[size];
  return agent.profilePic ? (
    <img
      src={agent.profilePic}
      alt=""
      className={`${box} shrink-0 rounded-full border-2 border-(--pb-surface) object-cover`}
    />
  ) : (
    <span
      aria-hidden="true"
      title={hostName(agent)}
      className={`${box} grid shrink-0 place-items-center rounded-full border-2 border-(--pb-surface) bg-(--pb-brand-soft) font-semibold text-(--pb-brand-ink)`}
    >
      {initials(agent)}
    </span>
  );
}

/** Overlapping portraits (or initials) of an event's hosts; the names are written beside them. */
export function HostAvatars({ hosts, size = 'md' }: { hosts: readonly AgentDetails[]; size?: 'sm' | 'md' }) {
  const shown = hosts.slice(0, 4);
  return (
    <div className="flex -space-x-2" aria-hidden="true">
      {shown.map((agent) => (
        <HostAvatar key={agent.userId} agent={agent} size={size} />
      ))}
      {hosts.length > shown.length && (
        <span
          className={`${SIZES[size]} grid place-items-center rounded-full border-2 border-(--pb-surface) bg-(--pb-border) font-semibold`}
        >
          +{hosts.length - shown.length}
        </span>
      )}
    </div>
  );
}

/**
 * Who a public listing introduces: one host with their photo, name and bio; a team's members (or
 * several hosts) as portraits with their names.
 */
export function HostIntro({ hosts, isTeam }: { hosts: readonly AgentDetails[]; isTeam: boolean }) {
  const t = useT();
  const [only] = hosts;
  if (!only) return null;
  if (hosts.length === 1 && !isTeam) {
    return (
      <section
        aria-label={t('listing.yourHost')}
        className="flex max-w-xl flex-col items-center gap-2 text-center"
      >
        <HostAvatar agent={only} size="lg" />
        <p className="font-medium">{hostName(only)}</p>
        {only.bio && <p className="text-(--pb-muted) text-sm leading-relaxed">{only.bio}</p>}
      </section>
    );
  }
  return (
    <section aria-label={isTeam ? t('listing.teamMembers') : t('listing.hosts')} className="w-full">
      <ul className="flex flex-wrap justify-center gap-x-5 gap-y-3">
        {hosts.map((agent) => (
          <li key={agent.userId} className="flex items-center gap-2 text-sm">
            <HostAvatar agent={agent} size="md" />
            <span className="font-medium">{hostName(agent)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
