import toast from 'react-hot-toast';
import { useConfirmBooking } from '../queries';
import { DecisionButtons } from './decision-buttons';

/** Confirm or reject a booking that awaits the host; rejecting asks first and takes a reason. */
export function PendingDecision({ meetingId, title }: { meetingId: string; title: string }) {
  const decide = useConfirmBooking();
  return (
    <DecisionButtons
      confirmLabel="Confirm"
      rejectLabel="Reject"
      subject={title}
      rejectDialog={{
        title: 'Reject this booking?',
        message: 'The attendee is told the booking was declined and the time is freed.',
        confirmLabel: 'Reject booking',
      }}
      isPending={decide.isPending}
      error={decide.error?.message}
      onConfirm={() =>
        decide.mutate(
          { meetingId, action: 'CONFIRM' },
          {
            onSuccess: () => void toast.success('Booking confirmed'),
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
              toast.success('Booking rejected');
            },
          },
        )
      }
    />
  );
}
