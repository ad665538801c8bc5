import { PAYMENT_METHODS, type PaymentMethod } from '@kairos/core/events/payment-schema';
import { formatMinorUnits } from '@kairos/core/payments/currency';
import { providerOfMethod } from '@kairos/core/payments/payment-start-schema';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { usePaymentDecision } from '../queries';
import { DecisionButtons } from './decision-buttons';

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
  const paymentId = String(props.payment.paymentId ?? '');
  const waiting =
    props.payment.status === 'AWAITING_VERIFICATION' ||
    (props.payment.method === 'LATER' && props.payment.status === 'PENDING');
  const refundDue =
    props.payment.status === 'PAID' &&
    props.payment.refundStatus === 'PENDING' &&
    // No provider holds the money (UPI, bank transfer, cash, pay later): the host gives it back.
    PAYMENT_METHODS.includes(props.payment.method as PaymentMethod) &&
    !providerOfMethod(props.payment.method as PaymentMethod);
  if (paymentId && refundDue) {
    return <RecordRefund meetingId={props.meetingId} paymentId={paymentId} name={props.name} />;
  }
  if (!paymentId || !waiting) return null;
  return (
    <div className="mt-2 flex flex-col gap-2">
      {props.payment.method === 'UPI' && typeof props.payment.reference === 'string' && (
        <p>
          UPI reference <span className="font-mono font-medium">{props.payment.reference}</span> — check it in
          your UPI app or bank statement.
        </p>
      )}
      <VerifyButtons
        meetingId={props.meetingId}
        paymentId={paymentId}
        method={String(props.payment.method)}
        name={props.name}
      />
    </div>
  );
}

/**
 * The host's confirm or reject of a payment settled by hand (rejecting asks first: the booking
 * is declined and the visitor told). Pay-later payments are only marked received.
 */
export function VerifyButtons(props: {
  meetingId: string;
  paymentId: string;
  method: string;
  name: string;
  stacked?: boolean;
}) {
  const decide = usePaymentDecision(props.meetingId);
  const { paymentId } = props;
  return (
    <DecisionButtons
      confirmLabel={props.method === 'UPI' ? 'Confirm payment' : 'Mark as received'}
      rejectLabel={props.method === 'LATER' ? undefined : 'Reject payment'}
      subject={`from ${props.name}`}
      rejectDialog={{
        title: 'Reject this payment?',
        message: 'The booking is declined, the time is freed and the attendee is told.',
        confirmLabel: 'Reject payment',
      }}
      isPending={decide.isPending}
      error={decide.error?.message}
      stacked={props.stacked}
      onConfirm={() =>
        decide.mutate(
          { paymentId, action: 'confirm' },
          {
            onSuccess: () => void toast.success('Payment confirmed'),
            onError: (error) => void toast.error(error.message),
          },
        )
      }
      onReject={(reason, done) =>
        decide.mutate(
          { paymentId, action: 'reject', ...(reason ? { reason } : {}) },
          {
            onSuccess: () => {
              done();
              toast.success('Payment rejected');
            },
          },
        )
      }
    />
  );
}

/**
 * A payment settled by hand that is to be given back (the booking was cancelled): the host hands
 * the money back themselves, then records it here (asked first).
 */
export function RecordRefund(props: {
  meetingId: string;
  paymentId: string;
  name: string;
  compact?: boolean;
}) {
  const decide = usePaymentDecision(props.meetingId);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className={props.compact ? undefined : 'mt-2'}
        onClick={() => setAsking(true)}
        disabled={decide.isPending}
      >
        Record refund<span className="sr-only"> to {props.name}</span>
      </Button>
      <ConfirmDialog
        title="Record this refund?"
        message={`Record that you gave the whole payment back to ${props.name}. The payment shows as refunded; nothing is sent through a provider.`}
        confirmLabel="Record refund"
        isOpen={asking}
        isPending={decide.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          decide.mutate(
            { paymentId: props.paymentId, action: 'refunded' },
            {
              onSuccess: () => {
                setAsking(false);
                toast.success('Refund recorded');
              },
              onError: (error) => {
                setAsking(false);
                toast.error(error.message);
              },
            },
          )
        }
      />
    </>
  );
}
