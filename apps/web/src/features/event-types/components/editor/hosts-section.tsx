import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDashboardT, withElement } from '../../../i18n/dashboard-i18n';
import { MemberAvatar, memberName } from '../../../members/components/member-avatar';
import { memberListQuery } from '../../../members/queries';
import { teamListQuery } from '../../../teams/queries';
import { FormSection } from '../../../ui/components/form-section';
import { SelectField } from '../../../ui/components/select-field';
import { Skeleton } from '../../../ui/components/skeleton';
import { errorAt } from '../../event-draft';
import { hasManyHosts, setOrganizer, setSoleHost, toggleHost, withTeam } from '../../event-hosts';
import type { SectionProps } from './section-props';

const NO_TEAM = '';

/**
 * Who hosts the event: one member for one-on-one and group events; several for collective and
 * round robin events, picked one by one or taken from a team, with one organizer.
 */
export function HostsSection({ draft, change, errors }: SectionProps) {
  const t = useDashboardT();
  const members = useQuery(memberListQuery);
  const teams = useQuery(teamListQuery);
  const many = hasManyHosts(draft.type);
  const hostIds = new Set(draft.agents.map((a) => a.userId));
  const organizer = draft.agents.find((a) => a.isOrganizer)?.userId ?? draft.agents[0]?.userId;
  const teamList = teams.data?.teams ?? [];
  const team = teamList.find((candidate) => candidate._id === draft.teamId);
  const error = errorAt(errors, 'agents', true) ?? errorAt(errors, 'teamId');

  if (members.isPending) return <Skeleton className="h-48 w-full" />;
  if (members.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('members.loadFailed', { error: members.error.message })}
      </p>
    );
  }
  const list = members.data.members;
  const soleHost = list.find((m) => m.userId === organizer);

  return (
    <div className="space-y-6">
      <FormSection title={t('eventTypes.hosts.team')} description={t('eventTypes.hosts.teamIntro')}>
        <SelectField
          label={t('eventTypes.hosts.team')}
          value={draft.teamId ?? NO_TEAM}
          onChange={(e) =>
            change(withTeam(draft, teamList.find((candidate) => candidate._id === e.target.value) ?? null))
          }
          options={[
            { value: NO_TEAM, label: t('eventTypes.hosts.noTeam') },
            ...teamList.map((candidate) => ({ value: candidate._id, label: candidate.name })),
            ...(draft.teamId && !team && teams.isSuccess
              ? [{ value: draft.teamId, label: t('eventTypes.hosts.deletedTeam') }]
              : []),
          ]}
          hint={
            team
              ? t('eventTypes.hosts.teamPage', { address: `${window.location.origin}/${team.accessLink}/` })
              : undefined
          }
          className="max-w-sm"
        />
        {teams.isSuccess && teamList.length === 0 && (
          <p className="text-sm text-gray-600">
            {withElement(
              t,
              'eventTypes.hosts.noTeams',
              'create',
              <Link to="/app/teams" className="font-medium text-brand-700 hover:underline">
                {t('eventTypes.hosts.createOne')}
              </Link>,
            )}
          </p>
        )}
      </FormSection>

      <FormSection
        title={t(many ? 'eventTypes.hosts.hosts' : 'eventTypes.hosts.host')}
        description={t(
          draft.type === 'COLLECTIVE'
            ? 'eventTypes.hosts.collectiveIntro'
            : draft.type === 'ROUNDROBIN'
              ? 'eventTypes.hosts.roundRobinIntro'
              : 'eventTypes.hosts.singleIntro',
        )}
      >
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        {many ? (
          <fieldset className="min-w-0">
            <legend className="sr-only">{t('eventTypes.hosts.hosts')}</legend>
            <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
              {list.map((member) => {
                const name = memberName(member);
                const picked = hostIds.has(member.userId);
                const inTeam = !team || team.members.some((m) => m.userId === member.userId);
                return (
                  <li key={member.userId} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
                    <input
                      type="checkbox"
                      id={`host-${member.userId}`}
                      checked={picked}
                      disabled={(picked && hostIds.size === 1) || (!picked && !inTeam)}
                      onChange={(e) => change(toggleHost(draft, member.userId, e.target.checked))}
                      className="size-4 rounded border-gray-300 accent-brand-600"
                    />
                    <label
                      htmlFor={`host-${member.userId}`}
                      className="flex min-w-0 flex-1 items-center gap-3"
                    >
                      <MemberAvatar {...member} />
                      <span className="min-w-0">
                        <span className="block truncate text-sm font-medium text-gray-900">{name}</span>
                        <span className="block truncate text-xs text-gray-500">
                          {inTeam
                            ? member.emailId
                            : t('eventTypes.hosts.notInTeam', { team: team?.name ?? '' })}
                        </span>
                      </span>
                    </label>
                    {picked && (
                      <label className="flex items-center gap-2 text-sm text-gray-700">
                        <input
                          type="radio"
                          name="organizer"
                          checked={organizer === member.userId}
                          onChange={() => change(setOrganizer(draft, member.userId))}
                          className="size-4 accent-brand-600"
                        />
                        {t('eventTypes.hosts.organizer')}
                        <span className="sr-only"> {name}</span>
                      </label>
                    )}
                  </li>
                );
              })}
            </ul>
            <p className="mt-2 text-sm text-gray-600">
              {t('eventTypes.hosts.count', { count: hostIds.size })}
            </p>
          </fieldset>
        ) : (
          <div className="flex max-w-md items-end gap-3">
            {soleHost && <MemberAvatar {...soleHost} />}
            <SelectField
              label={t('eventTypes.hosts.host')}
              value={organizer ?? ''}
              onChange={(e) => change(setSoleHost(draft, e.target.value))}
              options={list.map((m) => ({
                value: m.userId,
                label: t('eventTypes.hosts.option', { name: memberName(m), email: m.emailId }),
              }))}
              className="min-w-0 flex-1"
            />
          </div>
        )}
      </FormSection>
    </div>
  );
}
