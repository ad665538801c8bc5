import {
  PAYPAL_CREDENTIAL_FIELDS,
  PayPalCredentialsSchema,
} from '@kairos/core/payments/provider-credentials';
import { SelectField } from '../../ui/components/select-field';
import { TextField } from '../../ui/components/text-field';
import type { PaymentAccount } from '../payment-accounts';
import { PaymentProviderCard } from './payment-provider-card';

/** PayPal Checkout: the REST app's client ID and secret, and the webhook's ID. */
export function PayPalCard({ account }: { account: PaymentAccount }) {
  return (
    <PaymentProviderCard
      account={account}
      title="PayPal"
      description="Visitors approve the payment on PayPal and come back to their booking. Create a REST app in the PayPal Developer Dashboard (Apps & Credentials) and paste its credentials."
      schema={PayPalCredentialsSchema}
      fields={PAYPAL_CREDENTIAL_FIELDS}
      webhookHelp="In the PayPal app, add a webhook with this address for Checkout order approved, Payment capture completed, denied and refunded, then paste the webhook's ID above."
      renderFields={(errors) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Mode"
            name="mode"
            defaultValue={account.details.mode ?? 'live'}
            options={[
              { value: 'live', label: 'Live' },
              { value: 'sandbox', label: 'Sandbox (test payments)' },
            ]}
            error={errors.mode}
          />
          <TextField label="Client ID" name="clientId" autoComplete="off" error={errors.clientId} />
          <TextField
            label="Secret"
            name="clientSecret"
            type="password"
            autoComplete="off"
            hint="Never shown again once saved."
            error={errors.clientSecret}
          />
          <TextField label="Webhook ID" name="webhookId" autoComplete="off" error={errors.webhookId} />
        </div>
      )}
    />
  );
}
