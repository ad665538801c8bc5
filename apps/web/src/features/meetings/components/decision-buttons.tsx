import { useState } from 'react';
import { Button } from '../../ui/components/button';
import { ReasonDialog } from './reason-dialog';

interface DecisionButtonsProps {
  confirmLabel: string;
  /** No reject button when absent (a pay-later payment is only marked received). */
  rejectLabel?: string | undefined;
  /** Read after each button's label by screen readers: what is being decided. */
  subject: string;
  /** The question asked before rejecting, and its consequence. */
  rejectDialog: { title: string; message: string; confirmLabel: string };
  isPending: boolean;
  error?: string | undefined;
  stacked?: boolean | undefined;
  onConfirm: () => void;
  /** Rejects with the optional reason; `done` closes the dialog once it succeeded. */
  onReject: (reason: string | undefined, done: () => void) => void;
}

/**
 * The host's confirm and reject pair for something that waits on them (a booking, a payment
 * settled by hand). Rejecting asks first and takes an optional reason the attendee reads.
 */
export function DecisionButtons(props: DecisionButtonsProps) {
  const [isRejecting, setIsRejecting] = useState(false);
  return (
    <div className={props.stacked ? 'flex flex-col items-stretch gap-1.5' : 'flex flex-wrap gap-2'}>
      <Button
        onClick={props.onConfirm}
        isLoading={props.isPending && !isRejecting}
        disabled={props.isPending}
      >
        {props.confirmLabel}
        <span className="sr-only"> {props.subject}</span>
      </Button>
      {props.rejectLabel && (
        <Button variant="secondary" onClick={() => setIsRejecting(true)} disabled={props.isPending}>
          {props.rejectLabel}
          <span className="sr-only"> {props.subject}</span>
        </Button>
      )}
      {isRejecting && (
        <ReasonDialog
          title={props.rejectDialog.title}
          message={props.rejectDialog.message}
          confirmLabel={props.rejectDialog.confirmLabel}
          isDestructive
          isPending={props.isPending}
          error={props.error}
          onClose={() => setIsRejecting(false)}
          onConfirm={(reason) => props.onReject(reason || undefined, () => setIsRejecting(false))}
        />
      )}
    </div>
  );
}
