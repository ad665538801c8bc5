import {
  PAYPAL_CREDENTIAL_FIELDS,
  PayPalCredentialsSchema,
} from '@kairos/core/payments/provider-credentials';
import { useDashboardT } from '../../i18n/dashboard-i18n';
import { SelectField } from '../../ui/components/select-field';
import { TextField } from '../../ui/components/text-field';
import type { PaymentAccount } from '../payment-accounts';
import { PaymentProviderCard } from './payment-provider-card';

/** PayPal Checkout: the REST app's client ID and secret, and the webhook's ID. */
export function PayPalCard({ account }: { account: PaymentAccount }) {
  const t = useDashboardT();
  return (
    <PaymentProviderCard
      account={account}
      title="PayPal"
      description={t('integrations.paypal.description')}
      schema={PayPalCredentialsSchema}
      fields={PAYPAL_CREDENTIAL_FIELDS}
      webhookHelp={t('integrations.paypal.webhookHelp')}
      renderFields={(errors) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('integrations.paypal.mode')}
            name="mode"
            defaultValue={account.details.mode ?? 'live'}
            options={[
              { value: 'live', label: t('integrations.paypal.live') },
              { value: 'sandbox', label: t('integrations.paypal.sandbox') },
            ]}
            error={errors.mode}
          />
          <TextField
            label={t('integrations.paypal.clientId')}
            name="clientId"
            autoComplete="off"
            error={errors.clientId}
          />
          <TextField
            label={t('integrations.paypal.secret')}
            name="clientSecret"
            type="password"
            autoComplete="off"
            hint={t('integrations.payment.neverShown')}
            error={errors.clientSecret}
          />
          <TextField
            label={t('integrations.paypal.webhookId')}
            name="webhookId"
            autoComplete="off"
            error={errors.webhookId}
          />
        </div>
      )}
    />
  );
}
