import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { useConfirmBooking } from '../queries';
import { DecisionButtons } from './decision-buttons';

/** Confirm or reject a booking that awaits the host; rejecting asks first and takes a reason. */
export function PendingDecision({ meetingId, title }: { meetingId: string; title: string }) {
  const t = useDashboardT();
  const decide = useConfirmBooking();
  return (
    <DecisionButtons
      confirmLabel={t('meetings.pending.confirm')}
      rejectLabel={t('meetings.pending.reject')}
      subject={title}
      rejectDialog={{
        title: t('meetings.pending.rejectTitle'),
        message: t('meetings.pending.rejectMessage'),
        confirmLabel: t('meetings.pending.rejectBooking'),
      }}
      isPending={decide.isPending}
      error={decide.error?.message}
      onConfirm={() =>
        decide.mutate(
          { meetingId, action: 'CONFIRM' },
          {
            onSuccess: () => void toast.success(t('meetings.pending.confirmed')),
            onError: (error) => void toast.error(error.message),
          },
        )
      }
      onReject={(reason, done) =>
        decide.mutate(
          { meetingId, action: 'REJECT', ...(reason ? { reason } : {}) },
          {
            onSuccess: () => {
              done();
              toast.success(t('meetings.pending.rejected'));
            },
          },
        )
      }
    />
  );
}
