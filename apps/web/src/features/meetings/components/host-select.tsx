import type { MemberList } from '@kairos/core/accounts/member-schema';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { bookingsApi } from '../../api/clients';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { agentInfoQuery } from '../../session/queries';
import { SelectField } from '../../ui/components/select-field';
import { seesWorkspaceMeetings } from '../team-scope';

const membersQuery = {
  queryKey: ['members', 'list'],
  queryFn: ({ signal }: { signal: AbortSignal }) => bookingsApi.get<MemberList>('/member/list', { signal }),
  staleTime: 60_000,
};

/** Whose meetings to show, for those who see the whole workspace's; nothing for everyone else. */
export function HostSelect({
  value,
  onChange,
  className,
}: {
  value: string | undefined;
  onChange: (agentId: string | undefined) => void;
  className?: string;
}) {
  const t = useDashboardT();
  const { data: info } = useSuspenseQuery(agentInfoQuery);
  const canChoose = seesWorkspaceMeetings(info);
  const members = useQuery({ ...membersQuery, enabled: canChoose });
  if (!canChoose || (members.data?.members.length ?? 0) < 2) return null;
  return (
    <SelectField
      label={t('meetings.hostSelect.label')}
      hideLabel
      className={className}
      options={[
        { value: '', label: t('meetings.hostSelect.all') },
        ...(members.data?.members ?? []).map((member) => ({
          value: member.userId,
          label: `${member.firstName} ${member.lastName}`.trim() || member.emailId,
        })),
      ]}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    />
  );
}
