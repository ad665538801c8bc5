/**
 * The credentials the browser tests' Stripe, PayPal and Razorpay stand-ins accept (started by the
 * Playwright config from apps/server/test/payment-fakes-server.ts); test values, no real account.
 */
export const FAKE_PAYPAL = {
  clientId: 'AcL1entE2Etest0001',
  clientSecret: 'EPs3cretE2Etest0001',
  webhookId: 'WHE2ETEST0001',
};

export const FAKE_RAZORPAY = {
  keyId: 'rzp_test_e2etest0001',
  keySecret: 'e2etestsecret0001',
  webhookSecret: 'whsec_e2etest0001',
};

/** Stripe's webhook signing secret is made per endpoint (`POST /v1/webhook_endpoints`). */
export const FAKE_STRIPE = {
  secretKey: 'sk_test_e2etest0001',
};
