import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../ui/components/button';
import { useConfirmBooking } from '../queries';
import { ReasonDialog } from './reason-dialog';

/** Confirm or reject a booking that awaits the host; rejecting asks first and takes a reason. */
export function PendingDecision({ meetingId, title }: { meetingId: string; title: string }) {
  const decide = useConfirmBooking();
  const [isRejecting, setIsRejecting] = useState(false);

  function confirm() {
    decide.mutate(
      { meetingId, action: 'CONFIRM' },
      {
        onSuccess: () => void toast.success('Booking confirmed'),
        onError: (error) => void toast.error(error.message),
      },
    );
  }

  return (
    <div className="flex gap-2">
      <Button onClick={confirm} isLoading={decide.isPending && !isRejecting} disabled={decide.isPending}>
        Confirm<span className="sr-only"> {title}</span>
      </Button>
      <Button variant="secondary" onClick={() => setIsRejecting(true)} disabled={decide.isPending}>
        Reject<span className="sr-only"> {title}</span>
      </Button>
      {isRejecting && (
        <ReasonDialog
          title="Reject this booking?"
          message="The attendee is told the booking was declined and the time is freed."
          confirmLabel="Reject booking"
          isDestructive
          isPending={decide.isPending}
          error={decide.error?.message}
          onClose={() => setIsRejecting(false)}
          onConfirm={(reason) =>
            decide.mutate(
              { meetingId, action: 'REJECT', ...(reason ? { reason } : {}) },
              {
                onSuccess: () => {
                  setIsRejecting(false);
                  toast.success('Booking rejected');
                },
              },
            )
          }
        />
      )}
    </div>
  );
}
