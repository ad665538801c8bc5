import type { Team } from '@kairos/core/accounts/team-schema';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { memberName } from '../../members/components/member-avatar';
import { memberListQuery } from '../../members/queries';
import { usePermission } from '../../members/use-permission';
import { copyText } from '../../share-links-host/components/copy-button';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { CopyIcon, PencilIcon, PlusIcon, TrashIcon, UsersIcon } from '../../ui/components/icons';
import { Skeleton } from '../../ui/components/skeleton';
import { teamListQuery, useDeleteTeam } from '../queries';
import { TeamDialog } from './team-dialog';

/** `/app/teams`: the workspace's teams, their links and members. */
export function TeamsPage() {
  const teams = useQuery(teamListQuery);
  const members = useQuery(memberListQuery);
  const canCreate = usePermission('teams', 'create');
  const [editing, setEditing] = useState<{ team: Team | null } | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const remove = useDeleteTeam();
  const t = useDashboardT();

  return (
    <>
      <title>{t('teams.documentTitle')}</title>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{t('teams.title')}</h1>
          <p className="mt-1 text-sm text-gray-600">{t('teams.intro')}</p>
        </div>
        {canCreate && (
          <Button onClick={() => setEditing({ team: null })} disabled={!members.data}>
            <PlusIcon className="size-4" />
            {t('teams.new')}
          </Button>
        )}
      </header>

      <div className="mt-8">
        {teams.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : teams.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('teams.loadFailed', { error: teams.error.message })}
          </p>
        ) : teams.data.teams.length === 0 ? (
          <section
            aria-label={t('teams.emptyTitle')}
            className="rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center"
          >
            <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
              <UsersIcon className="size-6" />
            </div>
            <h2 className="mt-4 text-base font-semibold text-gray-900">{t('teams.emptyTitle')}</h2>
            <p className="mx-auto mt-2 max-w-sm text-sm text-gray-600">{t('teams.emptyText')}</p>
          </section>
        ) : (
          <ul aria-label={t('teams.list')} className="grid gap-4 sm:grid-cols-2">
            {teams.data.teams.map((team) => (
              <TeamCard
                key={team._id}
                team={team}
                onEdit={() => setEditing({ team })}
                onDelete={() => setDeleting(team)}
              />
            ))}
          </ul>
        )}
      </div>

      <TeamDialog
        team={editing?.team ?? null}
        isOpen={editing !== null}
        members={members.data?.members ?? []}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={deleting ? t('teams.deleteQuestion', { name: deleting.name }) : t('teams.deleteTitle')}
        message={t('teams.deleteWarning')}
        confirmLabel={t('teams.deleteConfirm')}
        isDestructive
        isOpen={deleting !== null}
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              toast.success(t('teams.deleted'));
              setDeleting(null);
            },
            onError: (error) => {
              setDeleting(null);
              toast.error(error.message);
            },
          })
        }
      />
    </>
  );
}

function TeamCard({ team, onEdit, onDelete }: { team: Team; onEdit: () => void; onDelete: () => void }) {
  const canEdit = usePermission('teams', 'edit');
  const canDelete = usePermission('teams', 'delete');
  const url = `${window.location.origin}/${team.accessLink}/`;
  const leads = team.members.filter((m) => m.isLead);
  const t = useDashboardT();
  return (
    <li className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-xs">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-base font-semibold text-gray-900">{team.name}</h2>
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="block truncate text-sm text-brand-700 hover:underline"
          >
            /{team.accessLink}/
          </a>
        </div>
        <Badge>{t('teams.eventCount', { count: team.eventCount })}</Badge>
      </div>
      {team.description && <p className="mt-2 line-clamp-2 text-sm text-gray-600">{team.description}</p>}
      <p className="mt-3 text-sm text-gray-700">
        {team.members.length === 0
          ? t('teams.noMembers')
          : t('teams.memberList', {
              count: team.members.length,
              names: team.members.map(memberName).join(', '),
            })}
      </p>
      {leads.length > 0 && (
        <p className="mt-1 text-sm text-gray-500">
          {t('teams.leads', { names: leads.map(memberName).join(', ') })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2 border-t border-gray-100 pt-4">
        <Button variant="secondary" onClick={() => void copyText(url, t)}>
          <CopyIcon className="size-4" />
          {t('teams.copyLink')}
          <span className="sr-only"> {t('teams.copyLinkOf', { name: team.name })}</span>
        </Button>
        {canEdit && (
          <Button variant="secondary" onClick={onEdit}>
            <PencilIcon className="size-4" />
            {t('teams.edit')}
            <span className="sr-only"> {team.name}</span>
          </Button>
        )}
        {canDelete && (
          <Button variant="ghost" onClick={onDelete} className="text-red-700 hover:bg-red-50">
            <TrashIcon className="size-4" />
            {t('teams.delete')}
            <span className="sr-only"> {team.name}</span>
          </Button>
        )}
      </div>
    </li>
  );
}
