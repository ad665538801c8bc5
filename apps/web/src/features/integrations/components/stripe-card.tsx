import {
  STRIPE_CREDENTIAL_FIELDS,
  StripeCredentialsSchema,
} from '@kairos/core/payments/provider-credentials';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { TextField } from '../../ui/components/text-field';
import type { PaymentAccount } from '../payment-accounts';
import { PaymentProviderCard } from './payment-provider-card';

/** Stripe Checkout (also "Debit or credit card"): the secret key and the webhook's signing secret. */
export function StripeCard({ account }: { account: PaymentAccount }) {
  const t = useDashboardT();
  return (
    <PaymentProviderCard
      account={account}
      title="Stripe"
      description={t('integrations.stripe.description')}
      schema={StripeCredentialsSchema}
      fields={STRIPE_CREDENTIAL_FIELDS}
      webhookHelp={t('integrations.stripe.webhookHelp')}
      renderFields={(errors) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('integrations.stripe.secretKey')}
            name="secretKey"
            type="password"
            autoComplete="off"
            placeholder="sk_live_…"
            hint={t('integrations.payment.neverShown')}
            error={errors.secretKey}
          />
          <TextField
            label={t('integrations.stripe.webhookSecret')}
            name="webhookSecret"
            type="password"
            autoComplete="off"
            placeholder="whsec_…"
            error={errors.webhookSecret}
          />
        </div>
      )}
    />
  );
}
