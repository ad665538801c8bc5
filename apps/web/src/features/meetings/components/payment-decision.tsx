import { formatMinorUnits } from '@kairos/core/payments/currency';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../ui/components/button';
import { usePaymentDecision } from '../queries';
import { ReasonDialog } from './reason-dialog';

const METHOD_NAMES: Record<string, string> = {
  STRIPE: 'card (Stripe)',
  DEBIT_CREDIT: 'debit or credit card',
  PAYPAL: 'PayPal',
  RAZORPAY: 'Razorpay',
  UPI: 'UPI',
  BANK_TRANSFER: 'bank transfer',
  CASH: 'cash',
  LATER: 'pay later',
};

const STATUS_NAMES: Record<string, string> = {
  PENDING: 'awaiting payment',
  AWAITING_VERIFICATION: 'to verify',
  PAID: 'paid',
  FAILED: 'failed',
  EXPIRED: 'expired unpaid',
  REJECTED: 'rejected',
  REFUNDED: 'refunded',
};

/** "€25.00 by card (Stripe) · paid": an attendee's recorded payment. */
export function describePayment(payment: Record<string, unknown>): string {
  const amount = typeof payment.amount === 'number' ? payment.amount : null;
  const currency = typeof payment.currencyCode === 'string' ? payment.currencyCode : 'USD';
  const method = METHOD_NAMES[String(payment.method)] ?? String(payment.method ?? '');
  const status = STATUS_NAMES[String(payment.status)] ?? String(payment.status ?? '');
  const refund = payment.refundStatus === 'PENDING' ? ' · refund to give back' : '';
  return `${amount === null ? '' : `${formatMinorUnits(amount, currency)} `}by ${method} · ${status}${refund}`;
}

/**
 * For a payment settled by hand: the UPI reference to check, and the host's confirm or reject
 * (rejecting asks first: the booking is declined and the visitor told).
 */
export function PaymentDecision(props: {
  meetingId: string;
  payment: Record<string, unknown>;
  name: string;
}) {
  const decide = usePaymentDecision(props.meetingId);
  const [isRejecting, setIsRejecting] = useState(false);
  const paymentId = String(props.payment.paymentId ?? '');
  const waiting =
    props.payment.status === 'AWAITING_VERIFICATION' ||
    (props.payment.method === 'LATER' && props.payment.status === 'PENDING');
  if (!paymentId || !waiting) return null;
  const isUpi = props.payment.method === 'UPI';
  return (
    <div className="mt-2 flex flex-col gap-2">
      {isUpi && typeof props.payment.reference === 'string' && (
        <p>
          UPI reference <span className="font-mono font-medium">{props.payment.reference}</span> — check it in
          your UPI app or bank statement.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          onClick={() =>
            decide.mutate(
              { paymentId, action: 'confirm' },
              {
                onSuccess: () => void toast.success('Payment confirmed'),
                onError: (error) => void toast.error(error.message),
              },
            )
          }
          isLoading={decide.isPending && !isRejecting}
          disabled={decide.isPending}
        >
          {isUpi ? 'Confirm payment' : 'Mark as received'}
          <span className="sr-only"> from {props.name}</span>
        </Button>
        {props.payment.method !== 'LATER' && (
          <Button variant="secondary" onClick={() => setIsRejecting(true)} disabled={decide.isPending}>
            Reject payment<span className="sr-only"> from {props.name}</span>
          </Button>
        )}
      </div>
      {isRejecting && (
        <ReasonDialog
          title="Reject this payment?"
          message="The booking is declined, the time is freed and the attendee is told."
          confirmLabel="Reject payment"
          isDestructive
          isPending={decide.isPending}
          error={decide.error?.message}
          onClose={() => setIsRejecting(false)}
          onConfirm={(reason) =>
            decide.mutate(
              { paymentId, action: 'reject', ...(reason ? { reason } : {}) },
              {
                onSuccess: () => {
                  setIsRejecting(false);
                  toast.success('Payment rejected');
                },
              },
            )
          }
        />
      )}
    </div>
  );
}
