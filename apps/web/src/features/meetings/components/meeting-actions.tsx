import type { DisplayPrefs } from '@kairos/core/dates/format';
import type { MeetingDetail } from '@kairos/core/meetings/admin-schema';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { attendeeNames, meetingTitle } from '../meeting-view';
import { useAgentCancel, useUpdateMeeting } from '../queries';
import { EmailDialog } from './email-dialog';
import { PendingDecision } from './pending-decision';
import { ReasonDialog } from './reason-dialog';
import { RescheduleDialog } from './reschedule-dialog';

type OpenDialog = 'reschedule' | 'request' | 'cancel' | 'email' | 'no-show' | null;

/** What the host can do with the booking; changes that tell the attendees ask first. */
export function MeetingActions({ meeting, prefs }: { meeting: MeetingDetail; prefs: DisplayPrefs }) {
  const t = useDashboardT();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // A cancelled booking loses the buttons that opened the dialog; focus then lands here, in the drawer.
  const focusRef = useRef<HTMLElement>(null);
  const cancel = useAgentCancel();
  const update = useUpdateMeeting();
  const close = () => {
    cancel.reset();
    setDialog(null);
  };
  const isOpenMeeting = meeting.status !== 'CANCELLED';
  // No one can have missed a meeting that has not begun (the server refuses it too).
  const hasStarted = Date.parse(meeting.time) <= Date.now();
  const names = attendeeNames(meeting.attendees, t);
  const label = t('meetings.titleWith', { title: meetingTitle(meeting, t), names });

  if (!meeting.canEdit) {
    return (
      <p className="rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-600">
        {t('meetings.actions.noPermission')}
      </p>
    );
  }

  function toggleNoShow() {
    update.mutate(
      { meetingId: meeting._id, markAsNoShow: !meeting.markAsNoShow },
      {
        onSuccess: () => {
          setDialog(null);
          void toast.success(
            t(meeting.markAsNoShow ? 'meetings.actions.noShowRemoved' : 'meetings.actions.noShowMarked'),
          );
        },
        onError: (error) => void toast.error(error.message),
      },
    );
  }

  function runCancel(reason: string, requestReschedule: boolean) {
    cancel.mutate(
      {
        meetingId: meeting._id,
        ...(reason ? { reason } : {}),
        ...(requestReschedule ? { requestReschedule } : {}),
      },
      {
        onSuccess: () => {
          setDialog(null);
          toast.success(
            t(requestReschedule ? 'meetings.actions.rescheduleRequested' : 'meetings.actions.cancelled'),
          );
          // After the closing dialog has tried to give focus back to its (now removed) button.
          requestAnimationFrame(() => requestAnimationFrame(() => focusRef.current?.focus()));
        },
      },
    );
  }

  return (
    <section
      ref={focusRef}
      tabIndex={-1}
      aria-label={t('meetings.actions.label')}
      className="space-y-3 outline-none"
    >
      {meeting.status === 'ACTION_REQUIRED' && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 px-3 py-2.5">
          <p className="text-sm text-amber-900">{t('meetings.actions.awaitsConfirmation')}</p>
          <PendingDecision meetingId={meeting._id} title={label} />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {isOpenMeeting && (
          <>
            <Button variant="secondary" onClick={() => setDialog('reschedule')}>
              {t('meetings.actions.reschedule')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('request')}>
              {t('meetings.actions.requestReschedule')}
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={() => setDialog('email')}>
          {t('meetings.actions.email')}
        </Button>
        {isOpenMeeting && (hasStarted || meeting.markAsNoShow) && (
          <Button
            variant="secondary"
            onClick={() => (meeting.markAsNoShow ? toggleNoShow() : setDialog('no-show'))}
            isLoading={update.isPending}
            aria-pressed={meeting.markAsNoShow}
          >
            {t(meeting.markAsNoShow ? 'meetings.actions.unmarkNoShow' : 'meetings.actions.markNoShow')}
          </Button>
        )}
        {isOpenMeeting && (
          <Button variant="secondary" className="text-red-700" onClick={() => setDialog('cancel')}>
            {t('meetings.actions.cancel')}
          </Button>
        )}
      </div>

      {isOpenMeeting && !hasStarted && !meeting.markAsNoShow && (
        <p className="text-gray-500 text-xs">{t('meetings.actions.noShowLater')}</p>
      )}
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t('meetings.actions.noShowTitle')}
        message={t('meetings.actions.noShowMessage', { names })}
        confirmLabel={t('meetings.actions.markNoShow')}
        isOpen={dialog === 'no-show'}
        isPending={update.isPending}
        onCancel={close}
        onConfirm={toggleNoShow}
      />
      {dialog === 'cancel' && (
        <ReasonDialog
          title={t('meetings.actions.cancelTitle')}
          message={t('meetings.actions.cancelMessage')}
          reasonLabel={t('meetings.actions.cancelReason')}
          confirmLabel={t('meetings.actions.cancel')}
          isDestructive
          isPending={cancel.isPending}
          error={cancel.error?.message}
          onClose={close}
          onConfirm={(reason) => runCancel(reason, false)}
        />
      )}
      {dialog === 'request' && (
        <ReasonDialog
          title={t('meetings.actions.requestTitle')}
          message={t('meetings.actions.requestMessage')}
          reasonLabel={t('meetings.actions.requestReason')}
          confirmLabel={t('meetings.actions.requestReschedule')}
          isPending={cancel.isPending}
          error={cancel.error?.message}
          onClose={close}
          onConfirm={(reason) => runCancel(reason, true)}
        />
      )}
      {dialog === 'reschedule' && <RescheduleDialog meeting={meeting} prefs={prefs} onClose={close} />}
      {dialog === 'email' && <EmailDialog meeting={meeting} prefs={prefs} onClose={close} />}
    </section>
  );
}
