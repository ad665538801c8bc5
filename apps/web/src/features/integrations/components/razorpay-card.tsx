import {
  RAZORPAY_CREDENTIAL_FIELDS,
  RazorpayCredentialsSchema,
} from '@kairos/core/payments/provider-credentials';
import { TextField } from '../../ui/components/text-field';
import type { PaymentAccount } from '../payment-accounts';
import { PaymentProviderCard } from './payment-provider-card';

/** Razorpay Checkout: the API key pair and the webhook's secret. */
export function RazorpayCard({ account }: { account: PaymentAccount }) {
  return (
    <PaymentProviderCard
      account={account}
      title="Razorpay"
      description="Visitors pay in Razorpay Checkout on the booking page (UPI, cards, netbanking, wallets). Generate an API key in the Razorpay Dashboard (Account & Settings, API keys) and paste it."
      schema={RazorpayCredentialsSchema}
      fields={RAZORPAY_CREDENTIAL_FIELDS}
      webhookHelp="In the Razorpay Dashboard, add a webhook with this address and a secret of your choice for payment.authorized, payment.captured, order.paid and refund.processed, then paste the same secret above."
      renderFields={(errors) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Key ID"
            name="keyId"
            autoComplete="off"
            placeholder="rzp_live_…"
            error={errors.keyId}
          />
          <TextField
            label="Key secret"
            name="keySecret"
            type="password"
            autoComplete="off"
            hint="Never shown again once saved."
            error={errors.keySecret}
          />
          <TextField
            label="Webhook secret"
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
