import { z } from 'zod';

/** What a credential of one kind looks like, and how a form names what is wrong with one. */
interface CredentialShape {
  /** The value's name in messages: 'secret key'. */
  noun: string;
  /** The beginnings a value of this kind has (none: any). */
  prefixes?: readonly string[];
  /** Said when the value starts with none of `prefixes`. */
  wrongPrefix?: string;
  /** Values of another kind pasted here by mistake: their beginning and what to say. */
  mistakes?: ReadonlyArray<{ prefix: string; message: string }>;
  /** One character allowed after the prefix, and all of them in words. */
  char: RegExp;
  chars: string;
  /** Length after the prefix. */
  min: number;
  max?: number;
  /** What to do about a value too short, after "This … is too short; ". */
  whole: string;
}

function shown(char: string): string {
  return /\s/.test(char) ? 'a space' : `“${char}”`;
}

/** What is wrong with a value, in the words a form shows; null when nothing is. */
function credentialProblem(value: string, shape: CredentialShape): string | null {
  if (value === '') return 'Required';
  const mistake = shape.mistakes?.find((m) => value.startsWith(m.prefix));
  if (mistake) return mistake.message;
  const prefix = shape.prefixes ? shape.prefixes.find((p) => value.startsWith(p)) : '';
  if (prefix === undefined) return shape.wrongPrefix ?? `Use a ${shape.noun}`;
  const rest = value.slice(prefix.length);
  const bad = [...rest].find((c) => !shape.char.test(c));
  if (bad !== undefined)
    return `A ${shape.noun} holds only ${shape.chars}${prefix ? ` after ${prefix}` : ''}, not ${shown(bad)}`;
  if (rest.length < shape.min) return `This ${shape.noun} is too short; ${shape.whole}`;
  if (shape.max !== undefined && rest.length > shape.max)
    return `This ${shape.noun} is too long; paste the ${shape.noun} alone`;
  return null;
}

function credential(shape: CredentialShape) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = credentialProblem(value, shape);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

const ALNUM = { char: /^[A-Za-z0-9]$/, chars: 'letters and digits' };
const TOKEN = { char: /^[A-Za-z0-9_-]$/, chars: 'letters, digits, - and _' };

/**
 * What a host enters to connect Stripe, PayPal or Razorpay (Apps & integrations). Checked in the browser and
 * again by the server, which stores them encrypted and never returns the secrets.
 */
export const StripeCredentialsSchema = z.object({
  secretKey: credential({
    noun: 'secret key',
    prefixes: ['sk_test_', 'sk_live_', 'rk_test_', 'rk_live_'],
    wrongPrefix: 'Use a secret key starting with sk_test_ or sk_live_',
    mistakes: [
      { prefix: 'pk_', message: 'This is the publishable key; use the secret key, starting with sk_' },
    ],
    ...ALNUM,
    min: 8,
    whole: 'copy all of it from the Stripe Dashboard',
  }),
  webhookSecret: credential({
    noun: 'signing secret',
    prefixes: ['whsec_'],
    wrongPrefix: 'Use the endpoint’s signing secret starting with whsec_',
    char: /^[A-Za-z0-9+/=]$/,
    chars: 'letters, digits, +, / and =',
    min: 8,
    whole: 'copy all of it from the endpoint in the Stripe Dashboard',
  }),
});
export type StripeCredentials = z.infer<typeof StripeCredentialsSchema>;
export const STRIPE_CREDENTIAL_FIELDS = ['secretKey', 'webhookSecret'] as const;

const PAYPAL_APP = 'copy all of it from your PayPal REST app';

export const PayPalCredentialsSchema = z.object({
  mode: z.enum(['live', 'sandbox']).default('live'),
  clientId: credential({ noun: 'client ID', ...TOKEN, min: 8, max: 128, whole: PAYPAL_APP }),
  clientSecret: credential({ noun: 'secret', ...TOKEN, min: 8, max: 128, whole: PAYPAL_APP }),
  webhookId: credential({
    noun: 'webhook ID',
    ...ALNUM,
    min: 6,
    max: 64,
    whole: 'copy all of the ID PayPal shows for the webhook you added',
  }),
});
export type PayPalCredentials = z.infer<typeof PayPalCredentialsSchema>;
export const PAYPAL_CREDENTIAL_FIELDS = ['mode', 'clientId', 'clientSecret', 'webhookId'] as const;

export const RazorpayCredentialsSchema = z.object({
  keyId: credential({
    noun: 'key ID',
    prefixes: ['rzp_test_', 'rzp_live_'],
    wrongPrefix: 'Use a key ID starting with rzp_test_ or rzp_live_',
    ...ALNUM,
    min: 6,
    whole: 'copy all of it from the Razorpay Dashboard',
  }),
  keySecret: credential({
    noun: 'key secret',
    ...ALNUM,
    min: 12,
    max: 64,
    whole: 'copy all of the key secret Razorpay showed with the key ID',
  }),
  webhookSecret: credential({
    noun: 'webhook secret',
    char: /^.$/su,
    chars: 'any characters',
    min: 8,
    max: 200,
    whole: 'use the secret you gave the webhook in Razorpay (8 characters or more)',
  }),
});
export type RazorpayCredentials = z.infer<typeof RazorpayCredentialsSchema>;
export const RAZORPAY_CREDENTIAL_FIELDS = ['keyId', 'keySecret', 'webhookSecret'] as const;
