import { PAYMENT_METHODS, type PaymentMethod } from '@kairos/core/events/payment-schema';
import { formatMinorUnits } from '@kairos/core/payments/currency';
import { providerOfMethod } from '@kairos/core/payments/payment-start-schema';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { type DashboardTranslate, useDashboardT, withElement } from '../../i18n/dashboard-i18n';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/confirm-dialog';
import { usePaymentDecision } from '../queries';
import { DecisionButtons } from './decision-buttons';

/** "€25.00 by card (Stripe) · paid": an attendee's recorded payment. */
export function describePayment(payment: Record<string, unknown>, t: DashboardTranslate): string {
  const amount = typeof payment.amount === 'number' ? payment.amount : null;
  const currency = typeof payment.currencyCode === 'string' ? payment.currencyCode : 'USD';
  return t('meetings.payment.summary', {
    hasAmount: amount === null ? 'no' : 'yes',
    amount: amount === null ? '' : formatMinorUnits(amount, currency),
    method: t('meetings.payment.method', { method: String(payment.method ?? '') }),
    status: t('meetings.payment.status', { status: String(payment.status ?? '') }),
    refundDue: payment.refundStatus === 'PENDING' ? 'yes' : 'no',
  });
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
  const t = useDashboardT();
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
          {withElement(
            t,
            'meetings.payment.upiReference',
            'reference',
            <span className="font-mono font-medium">{props.payment.reference}</span>,
          )}
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
  const t = useDashboardT();
  const decide = usePaymentDecision(props.meetingId);
  const { paymentId } = props;
  return (
    <DecisionButtons
      confirmLabel={t(props.method === 'UPI' ? 'meetings.payment.confirm' : 'meetings.payment.markReceived')}
      rejectLabel={props.method === 'LATER' ? undefined : t('meetings.payment.reject')}
      subject={t('meetings.payment.from', { name: props.name })}
      rejectDialog={{
        title: t('meetings.payment.rejectTitle'),
        message: t('meetings.payment.rejectMessage'),
        confirmLabel: t('meetings.payment.reject'),
      }}
      isPending={decide.isPending}
      error={decide.error?.message}
      stacked={props.stacked}
      onConfirm={() =>
        decide.mutate(
          { paymentId, action: 'confirm' },
          {
            onSuccess: () => void toast.success(t('meetings.payment.confirmed')),
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
              toast.success(t('meetings.payment.rejected'));
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
  const t = useDashboardT();
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
        {t('meetings.payment.recordRefund')}
        <span className="sr-only"> {t('meetings.payment.refundTo', { name: props.name })}</span>
      </Button>
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        title={t('meetings.payment.recordTitle')}
        message={t('meetings.payment.recordMessage', { name: props.name })}
        confirmLabel={t('meetings.payment.recordRefund')}
        isOpen={asking}
        isPending={decide.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          decide.mutate(
            { paymentId: props.paymentId, action: 'refunded' },
            {
              onSuccess: () => {
                setAsking(false);
                toast.success(t('meetings.payment.refundRecorded'));
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
