import type { DisplayPrefs } from '@kairos/core/dates/format';
import type { MeetingDetail } from '@kairos/core/meetings/admin-schema';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
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
  const label = `${meetingTitle(meeting)} with ${attendeeNames(meeting.attendees)}`;

  if (!meeting.canEdit) {
    return (
      <p className="rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-600">
        You don't have permission to edit this booking.
      </p>
    );
  }

  function toggleNoShow() {
    update.mutate(
      { meetingId: meeting._id, markAsNoShow: !meeting.markAsNoShow },
      {
        onSuccess: () => {
          setDialog(null);
          void toast.success(meeting.markAsNoShow ? 'No-show mark removed' : 'Marked as no-show');
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
          toast.success(requestReschedule ? 'Reschedule requested' : 'Booking cancelled');
          // After the closing dialog has tried to give focus back to its (now removed) button.
          requestAnimationFrame(() => requestAnimationFrame(() => focusRef.current?.focus()));
        },
      },
    );
  }

  return (
    <section ref={focusRef} tabIndex={-1} aria-label="Actions" className="space-y-3 outline-none">
      {meeting.status === 'ACTION_REQUIRED' && (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 px-3 py-2.5">
          <p className="text-sm text-amber-900">This booking waits for your confirmation.</p>
          <PendingDecision meetingId={meeting._id} title={label} />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {isOpenMeeting && (
          <>
            <Button variant="secondary" onClick={() => setDialog('reschedule')}>
              Reschedule
            </Button>
            <Button variant="secondary" onClick={() => setDialog('request')}>
              Request reschedule
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={() => setDialog('email')}>
          Email attendees
        </Button>
        {isOpenMeeting && (hasStarted || meeting.markAsNoShow) && (
          <Button
            variant="secondary"
            onClick={() => (meeting.markAsNoShow ? toggleNoShow() : setDialog('no-show'))}
            isLoading={update.isPending}
            aria-pressed={meeting.markAsNoShow}
          >
            {meeting.markAsNoShow ? 'Unmark no-show' : 'Mark as no-show'}
          </Button>
        )}
        {isOpenMeeting && (
          <Button variant="secondary" className="text-red-700" onClick={() => setDialog('cancel')}>
            Cancel booking
          </Button>
        )}
      </div>

      {isOpenMeeting && !hasStarted && !meeting.markAsNoShow && (
        <p className="text-gray-500 text-xs">A no-show can be marked once the meeting has started.</p>
      )}
      <ConfirmDialog
        title="Mark as no-show?"
        message={`${attendeeNames(meeting.attendees)} did not come to this meeting. It is marked as a no-show in your bookings and analytics, and webhooks report it.`}
        confirmLabel="Mark as no-show"
        isOpen={dialog === 'no-show'}
        isPending={update.isPending}
        onCancel={close}
        onConfirm={toggleNoShow}
      />
      {dialog === 'cancel' && (
        <ReasonDialog
          title="Cancel this booking?"
          message="Everyone on the booking is told it was cancelled, and the time is freed. This cannot be undone."
          reasonLabel="Reason for cancelling (optional, shared with the attendees)"
          confirmLabel="Cancel booking"
          isDestructive
          isPending={cancel.isPending}
          error={cancel.error?.message}
          onClose={close}
          onConfirm={(reason) => runCancel(reason, false)}
        />
      )}
      {dialog === 'request' && (
        <ReasonDialog
          title="Ask the attendees to reschedule?"
          message="The booking is cancelled and each attendee gets an email with a link to book a new time, their name and email filled in."
          reasonLabel="Message (optional, shared with the attendees)"
          confirmLabel="Request reschedule"
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
