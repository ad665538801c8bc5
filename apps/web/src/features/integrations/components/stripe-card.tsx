import {
  STRIPE_CREDENTIAL_FIELDS,
  StripeCredentialsSchema,
} from '@kairos/core/payments/provider-credentials';
import { TextField } from '../../ui/components/text-field';
import type { PaymentAccount } from '../payment-accounts';
import { PaymentProviderCard } from './payment-provider-card';

/** Stripe Checkout (also "Debit or credit card"): the secret key and the webhook's signing secret. */
export function StripeCard({ account }: { account: PaymentAccount }) {
  return (
    <PaymentProviderCard
      account={account}
      title="Stripe"
      description="Visitors pay by card on Stripe's hosted checkout page and come back to their booking. Paste a secret key from the Stripe Dashboard (Developers, API keys); a test key (sk_test_…) takes test payments only."
      schema={StripeCredentialsSchema}
      fields={STRIPE_CREDENTIAL_FIELDS}
      webhookHelp="In the Stripe Dashboard (Developers, Webhooks), add an endpoint with this address for checkout.session.completed, checkout.session.expired, checkout.session.async_payment_succeeded and checkout.session.async_payment_failed, then paste its signing secret above."
      renderFields={(errors) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Secret key"
            name="secretKey"
            type="password"
            autoComplete="off"
            placeholder="sk_live_…"
            hint="Never shown again once saved."
            error={errors.secretKey}
          />
          <TextField
            label="Webhook signing secret"
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
