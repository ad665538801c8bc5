import { LeaveOrganizationBodySchema } from '@kairos/core/accounts/member-schema';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { FormSection } from '../../ui/components/form-section';
import { TextareaField } from '../../ui/components/textarea-field';
import { useLeaveOrganization } from '../queries';

/** A member leaves the workspace with a reason; the owner is told to hand ownership over first. */
export function LeaveSection({ workspaceName, isOwner }: { workspaceName: string; isOwner: boolean }) {
  const leave = useLeaveOrganization();
  const t = useDashboardT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);

  if (isOwner) {
    return (
      <FormSection
        title={t('settings.leave.title')}
        description={t('settings.leave.youOwn', { workspace: workspaceName })}
      >
        <div
          role="note"
          className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          {t('settings.leave.ownerCannotLeave')}
        </div>
      </FormSection>
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = LeaveOrganizationBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setConfirming(true);
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <FormSection
        title={t('settings.leave.title')}
        description={t('settings.leave.intro', { workspace: workspaceName })}
      >
        <TextareaField
          label={t('settings.leave.why')}
          name="reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
          maxLength={1000}
          rows={3}
        />
        <div className="flex justify-end">
          <button
            type="submit"
            className="inline-flex items-center justify-center rounded-lg bg-red-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-red-700"
          >
            {t('settings.leave.title')}
          </button>
        </div>
      </FormSection>
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t('settings.leave.question', { workspace: workspaceName })}
        message={t('settings.leave.warning')}
        confirmLabel={t('settings.leave.confirm')}
        isDestructive
        isOpen={confirming}
        isPending={leave.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          leave.mutate(
            { reason: reason.trim() },
            {
              onSuccess: () => window.location.assign('/login?redirect=BOOKINGS'),
              onError: (err) => {
                setConfirming(false);
                toast.error(err.message);
              },
            },
          )
        }
      />
    </form>
  );
}
