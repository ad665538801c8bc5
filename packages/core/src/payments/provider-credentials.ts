import { z } from 'zod';

/**
 * What a host enters to connect Stripe, PayPal or Razorpay (Apps & integrations). Checked in the browser and
 * again by the server, which stores them encrypted and never returns the secrets.
 */
export const StripeCredentialsSchema = z.object({
  secretKey: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, 'Use a secret key starting with sk_test_ or sk_live_'),
  webhookSecret: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, 'Use the endpoint’s signing secret starting with whsec_'),
});
export type StripeCredentials = z.infer<typeof StripeCredentialsSchema>;
export const STRIPE_CREDENTIAL_FIELDS = ['secretKey', 'webhookSecret'] as const;

export const PayPalCredentialsSchema = z.object({
  mode: z.enum(['live', 'sandbox']).default('live'),
  clientId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'Use the client ID of your PayPal REST app'),
  clientSecret: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'Use the secret of your PayPal REST app'),
  webhookId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,64}$/, 'Use the webhook ID PayPal shows for the webhook you added'),
});
export type PayPalCredentials = z.infer<typeof PayPalCredentialsSchema>;
export const PAYPAL_CREDENTIAL_FIELDS = ['mode', 'clientId', 'clientSecret', 'webhookId'] as const;

export const RazorpayCredentialsSchema = z.object({
  keyId: z
    .string()
    .trim()
    .regex(/^rzp_(test|live)_[A-Za-z0-9]{6,}$/, 'Use a key ID starting with rzp_test_ or rzp_live_'),
  keySecret: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{12,64}$/, 'Use the key secret Razorpay showed with the key ID'),
  webhookSecret: z.string().trim().min(8, 'Use the secret you gave the webhook in Razorpay').max(200),
});
export type RazorpayCredentials = z.infer<typeof RazorpayCredentialsSchema>;
export const RAZORPAY_CREDENTIAL_FIELDS = ['keyId', 'keySecret', 'webhookSecret'] as const;
