// The Stripe, PayPal and Razorpay stand-ins as one process, for the browser tests: ports and
// credentials come from the environment the Playwright config sets (see e2e/support/payment-fakes.ts).
import { startFakePayPal } from './fake-paypal.ts';
import { startFakeRazorpay } from './fake-razorpay.ts';
import { startFakeStripe } from './fake-stripe.ts';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const stripe = await startFakeStripe({
  port: Number(env('FAKE_STRIPE_PORT')),
  secretKey: env('FAKE_STRIPE_SECRET_KEY'),
});
const paypal = await startFakePayPal({
  port: Number(env('FAKE_PAYPAL_PORT')),
  clientId: env('FAKE_PAYPAL_CLIENT_ID'),
  clientSecret: env('FAKE_PAYPAL_CLIENT_SECRET'),
  webhookId: env('FAKE_PAYPAL_WEBHOOK_ID'),
});
const razorpay = await startFakeRazorpay({
  port: Number(env('FAKE_RAZORPAY_PORT')),
  keyId: env('FAKE_RAZORPAY_KEY_ID'),
  keySecret: env('FAKE_RAZORPAY_KEY_SECRET'),
  webhookSecret: env('FAKE_RAZORPAY_WEBHOOK_SECRET'),
});
console.log(
  `Stripe stand-in at ${stripe.baseUrl}, PayPal at ${paypal.baseUrl}, Razorpay at ${razorpay.baseUrl}`,
);

const stop = async () => {
  await Promise.all([stripe.close(), paypal.close(), razorpay.close()]);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
