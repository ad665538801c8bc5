import { DEFAULT_TIME_FORMAT } from '@kairos/core/constants';
import type { Translate } from '@kairos/core/i18n/translate';
import { formatMinorUnits } from '@kairos/core/payments/currency';
import type { PaymentStatusResponse } from '@kairos/core/payments/payment-api-schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { isApiError } from '../api/api-error';
import { promotePayment } from '../booker/booking-summary';
import { readVisitorPreferences } from '../booker/visitor-preferences';
import { formatSlotTime } from '../booker/zoned-time';
import { useLocale, useT } from '../i18n/i18n-context';
import { checkoutTabs } from '../provider-checkout/checkout-tab';
import {
  CheckoutTabStep,
  isPaymentTab,
  ownPageUrl,
  useCheckoutTabReturn,
  useHandBack,
} from '../provider-checkout/components/checkout-tab-step';
import { RazorpayPayButton, usePayPalReturn } from '../provider-checkout/components/provider-return';
import {
  announcePaidBooking,
  type RazorpayCheckout,
  razorpayCheckoutOf,
} from '../provider-checkout/provider-checkout';
import { isEmbeddedInFrame } from '../shell/embedding';
import { CalendarCheckIcon, HourglassIcon } from '../ui/components/icons';
import { fetchPaymentStatus, isOpen, sendUpiReference } from './api';

const UpiQr = lazy(() => import('./upi-qr'));
const POLL_MS = 2000;

/**
 * `…/payment_status/?paymentId=`: where a payment stands, asked every two seconds while it can
 * still change. Paid: on to the thanks page. Pending: the way to pay (the checkout again, or
 * UPI's link, QR code and reference). Waiting for the host, failed, expired: said plainly.
 */
export function PaymentStatusPage(props: {
  paymentId: string | null;
  /** PayPal's order id when PayPal sent the payer back. */
  token?: string | null | undefined;
  back: () => void;
  toThanks: (attendeeId: string) => void;
}) {
  const queryClient = useQueryClient();
  const t = useT();
  const locale = useLocale();
  const key = useMemo(() => ['payment-status', props.paymentId], [props.paymentId]);
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchPaymentStatus(props.paymentId ?? ''),
    enabled: props.paymentId !== null,
    refetchInterval: (q) => (isOpen(q.state.data?.status) && !q.state.error ? POLL_MS : false),
  });
  const payment = query.data;
  const { toThanks } = props;
  const setStatus = useCallback(
    (fresh: PaymentStatusResponse) => queryClient.setQueryData(key, fresh),
    [queryClient, key],
  );
  const returnError = usePayPalReturn(props.paymentId, props.token ?? null, setStatus);
  const { refetch } = query;
  const lookAgain = useCallback(() => void refetch(), [refetch]);
  // In a widget, the checkout runs in a tab of its own, which says when it comes back paid.
  useCheckoutTabReturn(props.paymentId, lookAgain);
  // In that tab, the widget takes over once paid.
  const handBack = useHandBack(props.paymentId, payment?.status === 'PAID');

  useEffect(() => {
    if (payment?.status !== 'PAID' || handBack !== 'no') return;
    announcePaidBooking(payment);
    checkoutTabs.close(payment.id);
    promotePayment(payment.id, payment.attendeeId, payment);
    toThanks(payment.attendeeId);
  }, [payment, toThanks, handBack]);

  if (
    props.paymentId === null ||
    (query.isError && isApiError(query.error) && query.error.code === 'NOT_FOUND')
  ) {
    return (
      <Card title={t('payStatus.notFoundTitle')} icon="wait">
        <p>{t('payStatus.notFoundText')}</p>
        <BackButton onClick={props.back} />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card title={t('payStatus.checkFailedTitle')} icon="wait">
        <p role="alert">{query.error.message}</p>
        <button type="button" onClick={() => void query.refetch()} className={BUTTON}>
          {t('payStatus.tryAgain')}
        </button>
      </Card>
    );
  }
  if (!payment) {
    return (
      <Card title={t('payStatus.checkingTitle')} icon="wait">
        <p aria-live="polite">{t('payStatus.oneMoment')}</p>
      </Card>
    );
  }
  // Money in the page's language; English keeps the product's own `en` shape.
  const amount = formatMinorUnits(payment.amount, payment.currencyCode, locale);
  const until = holdUntil(payment, t);
  const razorpay = razorpayCheckoutOf(payment.next);
  // A checkout that cannot run in the frame: the provider's page, or Razorpay's over our own page.
  const tabUrl =
    payment.next?.type === 'REDIRECT' ? payment.next.url : razorpay ? ownPageUrl(payment.id) : null;
  switch (payment.status) {
    case 'PAID':
      return (
        <Card title={t('payStatus.receivedTitle')} icon="done">
          <p aria-live="polite">
            {handBack === 'taken'
              ? t('payStatus.paidClose', { amount })
              : t('payStatus.paidOnward', { amount })}
          </p>
        </Card>
      );
    case 'PENDING':
      if (tabUrl && isEmbeddedInFrame()) {
        return (
          <Card title={t('payStatus.completeInTabTitle')} icon="wait">
            <CheckoutTabStep
              paymentId={payment.id}
              url={tabUrl}
              amount={amount}
              holdUntil={until}
              className={BUTTON}
            />
          </Card>
        );
      }
      return payment.next?.type === 'UPI' ? (
        <UpiStep
          payment={payment}
          amount={amount}
          until={until}
          onSent={(fresh) => queryClient.setQueryData(key, fresh)}
        />
      ) : (
        <Card title={t('payStatus.waitingTitle')} icon="wait">
          <p aria-live="polite">{t('payStatus.holding', { until, amount })}</p>
          {returnError && <p role="alert">{returnError}</p>}
          {payment.next?.type === 'REDIRECT' && (
            // The provider's checkout comes back to this page: in the app it stays in the app.
            <a href={payment.next.url} data-in-app className={BUTTON}>
              {t('payStatus.pay', { amount })}
            </a>
          )}
          {razorpay && (
            <RazorpayPayButton
              paymentId={payment.id}
              checkout={razorpay as RazorpayCheckout}
              label={t('payStatus.payRazorpay', { amount })}
              className={BUTTON}
              onStatus={setStatus}
              openAtOnce={isPaymentTab(payment.id)}
            />
          )}
        </Card>
      );
    case 'AWAITING_VERIFICATION':
      return (
        <Card title={t('payStatus.hostCheckingTitle')} icon="wait">
          <p>{t('payStatus.hostChecking', { amount })}</p>
          {payment.next?.type === 'INSTRUCTIONS' && payment.next.text && (
            <p className="whitespace-pre-line rounded-lg border border-(--pb-border) p-3 text-start">
              {payment.next.text}
            </p>
          )}
          <button type="button" onClick={() => toThanks(payment.attendeeId)} className={BUTTON}>
            {t('payStatus.seeBooking')}
          </button>
        </Card>
      );
    case 'EXPIRED':
      return (
        <Card title={t('payStatus.expiredTitle')} icon="wait">
          <p>{t('payStatus.expiredText')}</p>
          <BackButton onClick={props.back} />
        </Card>
      );
    case 'REFUNDED':
      return (
        <Card title={t('payStatus.refundedTitle')} icon="wait">
          <p>{t('payStatus.refundedText', { amount })}</p>
          <BackButton onClick={props.back} />
        </Card>
      );
    default:
      return (
        <Card
          title={payment.status === 'REJECTED' ? t('payStatus.rejectedTitle') : t('payStatus.failedTitle')}
          icon="wait"
        >
          <p>{t('payStatus.failedText')}</p>
          <BackButton onClick={props.back} />
        </Card>
      );
  }
}

/** `4:30pm (Asia/Kolkata)`: in the visitor's zone and clock, as the booking pages say times. */
function holdUntil(payment: PaymentStatusResponse, t: Translate): string {
  if (!payment.holdExpiresAt) return t('payStatus.untilPaid');
  const { timezone, timeFormat } = readVisitorPreferences();
  const clock = timeFormat ?? DEFAULT_TIME_FORMAT;
  return `${formatSlotTime(Date.parse(payment.holdExpiresAt), timezone, clock)} (${timezone})`;
}

/** UPI: the app link and its QR code, then the 12-digit reference for the host to check. */
function UpiStep(props: {
  payment: PaymentStatusResponse;
  amount: string;
  until: string;
  onSent: (p: PaymentStatusResponse) => void;
}) {
  const t = useT();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const next = props.payment.next?.type === 'UPI' ? props.payment.next : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reference.replace(/\s/g, '');
    if (!/^\d{12}$/.test(text)) {
      setError(t('payStatus.upiReferenceInvalid'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      props.onSent(await sendUpiReference(props.payment.id, text));
    } catch (e) {
      setError(e instanceof Error ? e.message : t('payStatus.upiSendFailed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <Card title={t('payStatus.upiTitle', { amount: props.amount })} icon="wait">
      <p>{t('payStatus.upiScan', { until: props.until })}</p>
      {next && (
        <>
          <div className="flex justify-center">
            <Suspense fallback={<div className="size-48 animate-pulse rounded-lg bg-(--pb-brand-soft)" />}>
              <UpiQr link={next.link} label={t('payStatus.upiQr')} />
            </Suspense>
          </div>
          <p className="text-(--pb-muted) text-xs">{t('payStatus.payingTo', { payee: next.payee })}</p>
          <a href={next.link} className={BUTTON}>
            {t('payStatus.openUpi')}
          </a>
        </>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-2 text-start">
        <label htmlFor="upi-reference" className="font-medium text-sm">
          {t('payStatus.upiReference')}
        </label>
        <input
          id="upi-reference"
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'upi-reference-error' : undefined}
          className="rounded-lg border border-(--pb-border) bg-(--pb-surface) px-3 py-2 text-sm"
        />
        {error && (
          <p id="upi-reference-error" role="alert" className="text-red-700 text-sm">
            {error}
          </p>
        )}
        <button type="submit" disabled={sending} className={BUTTON}>
          {sending ? t('payStatus.sending') : t('payStatus.iHavePaid')}
        </button>
      </form>
    </Card>
  );
}

const BUTTON =
  'inline-flex justify-center self-center rounded-lg bg-(--pb-button) px-4 py-2 font-medium text-(--pb-button-text) text-sm disabled:opacity-60';

function BackButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  return (
    <button type="button" onClick={onClick} className={BUTTON}>
      {t('payStatus.backToEvent')}
    </button>
  );
}

function Card(props: { title: string; icon: 'wait' | 'done'; children: ReactNode }) {
  const t = useT();
  const Icon = props.icon === 'done' ? CalendarCheckIcon : HourglassIcon;
  return (
    <div className="my-auto flex w-full max-w-md flex-col gap-4 rounded-2xl border border-(--pb-border) bg-(--pb-surface) px-6 py-10 text-center text-sm shadow-sm">
      <title>{t('payStatus.pageTitle', { title: props.title })}</title>
      <Icon className="mx-auto size-8 text-(--pb-muted)" />
      <h1 className="font-semibold text-xl tracking-tight">{props.title}</h1>
      {props.children}
    </div>
  );
}
