import {
  RAZORPAY_CREDENTIAL_FIELDS,
  RazorpayCredentialsSchema,
} from '@kairos/core/payments/provider-credentials';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { TextField } from '../../ui/components/text-field';
import type { PaymentAccount } from '../payment-accounts';
import { PaymentProviderCard } from './payment-provider-card';

/** Razorpay Checkout: the API key pair and the webhook's secret. */
export function RazorpayCard({ account }: { account: PaymentAccount }) {
  const t = useDashboardT();
  return (
    <PaymentProviderCard
      account={account}
      title="Razorpay"
      description={t('integrations.razorpay.description')}
      schema={RazorpayCredentialsSchema}
      fields={RAZORPAY_CREDENTIAL_FIELDS}
      webhookHelp={t('integrations.razorpay.webhookHelp')}
      renderFields={(errors) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('integrations.razorpay.keyId')}
            name="keyId"
            autoComplete="off"
            placeholder="rzp_live_…"
            error={errors.keyId}
          />
          <TextField
            label={t('integrations.razorpay.keySecret')}
            name="keySecret"
            type="password"
            autoComplete="off"
            hint={t('integrations.payment.neverShown')}
            error={errors.keySecret}
          />
          <TextField
            label={t('integrations.razorpay.webhookSecret')}
            name="webhookSecret"
            type="password"
            autoComplete="off"
            className="sm:col-span-2"
            error={errors.webhookSecret}
          />
        </div>
      )}
    />
  );
}
