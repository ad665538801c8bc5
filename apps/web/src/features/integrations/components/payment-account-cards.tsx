import { useQuery } from '@tanstack/react-query';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { Skeleton } from '../../ui/components/skeleton';
import { paymentAccountsQuery } from '../payment-accounts';
import { PaymentSettingsCard } from './payment-settings-card';
import { PayPalCard } from './paypal-card';
import { RazorpayCard } from './razorpay-card';
import { StripeCard } from './stripe-card';

/** The payment providers whose connection lives here (Stripe, PayPal, Razorpay) and the payment hold. */
export function PaymentAccountCards() {
  const t = useDashboardT();
  const accounts = useQuery(paymentAccountsQuery);
  if (accounts.isPending) return <Skeleton className="h-72" />;
  if (accounts.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
        {t('integrations.payment.loadFailed', { reason: accounts.error.message })}
      </p>
    );
  }
  const find = (provider: 'stripe' | 'paypal' | 'razorpay') =>
    accounts.data.accounts.find((a) => a.provider === provider && a.available);
  const stripe = find('stripe');
  const paypal = find('paypal');
  const razorpay = find('razorpay');
  return (
    <>
      {stripe && <StripeCard key={`stripe-${stripe.updatedAt ?? 'new'}`} account={stripe} />}
      {paypal && <PayPalCard key={`paypal-${paypal.updatedAt ?? 'new'}`} account={paypal} />}
      {razorpay && <RazorpayCard key={`razorpay-${razorpay.updatedAt ?? 'new'}`} account={razorpay} />}
      <PaymentSettingsCard />
    </>
  );
}
