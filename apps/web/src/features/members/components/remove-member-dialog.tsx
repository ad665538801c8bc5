import type { Member } from '@kairos/core/accounts/member-schema';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { useDashboardT, withElement } from '../../i18n/dashboard-i18n';
import { useAgentPreferences } from '../../settings/use-agent-preferences';
import { Button } from '../../ui/components/button';
import { ModalDialog } from '../../ui/components/modal-dialog';
import { Skeleton } from '../../ui/components/skeleton';
import { futureMeetingsQuery, useRemoveMember } from '../queries';
import { memberName } from './member-avatar';

interface RemoveMemberDialogProps {
  member: Member | null;
  onClose: () => void;
}

/**
 * Lists the member's upcoming meetings before removing them, so they can be handed to someone
 * else first; removing anyway leaves those meetings as booked.
 */
export function RemoveMemberDialog({ member, onClose }: RemoveMemberDialogProps) {
  const t = useDashboardT();
  return (
    <ModalDialog
      title={member ? t('members.removal.title', { name: memberName(member) }) : t('members.removal.confirm')}
      isOpen={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      role="alertdialog"
      size="lg"
    >
      {member && <RemoveMemberBody member={member} onClose={onClose} />}
    </ModalDialog>
  );
}

function RemoveMemberBody({ member, onClose }: { member: Member; onClose: () => void }) {
  const t = useDashboardT();
  const meetings = useQuery(futureMeetingsQuery(member.userId));
  const remove = useRemoveMember();
  const { formatDateTime } = useAgentPreferences();
  const list = meetings.data?.meetings ?? [];
  const name = memberName(member);

  function handleRemove() {
    remove.mutate(
      { userId: member.userId, force: list.length > 0 },
      {
        onSuccess: () => {
          toast.success(t('members.removal.done', { name }));
          onClose();
        },
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <div className="space-y-4 text-sm text-gray-700">
      <p>{t('members.removal.intro', { name })}</p>
      {meetings.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : meetings.isError ? (
        <p role="alert" className="text-red-700">
          {t('members.removal.loadFailed', { error: meetings.error.message })}
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-lg bg-gray-50 px-3 py-2">{t('members.removal.noMeetings', { name })}</p>
      ) : (
        <div>
          <p className="font-medium text-gray-900">
            {t('members.removal.toReassign', { count: list.length })}
          </p>
          <ul
            aria-label={t('members.removal.upcoming')}
            className="mt-2 max-h-60 divide-y divide-gray-100 overflow-y-auto rounded-lg border border-gray-200"
          >
            {list.map((meeting) => (
              <li
                key={meeting._id}
                className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2"
              >
                <span className="font-medium text-gray-900">{meeting.eventName}</span>
                <span className="text-gray-600">{formatDateTime(meeting.startAt)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2">
            {withElement(
              t,
              'members.removal.handOver',
              'calendar',
              <Link to="/app/calendar" className="font-medium text-brand-700 hover:underline">
                {t('members.removal.calendar')}
              </Link>,
              { name: member.firstName || t('members.removal.them') },
            )}
          </p>
        </div>
      )}
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending} autoFocus>
          {t('members.removal.cancel')}
        </Button>
        <button
          type="button"
          onClick={handleRemove}
          disabled={remove.isPending || meetings.isPending}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-red-700 disabled:opacity-60"
        >
          {t(list.length > 0 ? 'members.removal.anyway' : 'members.removal.confirm')}
        </button>
      </div>
    </div>
  );
}
