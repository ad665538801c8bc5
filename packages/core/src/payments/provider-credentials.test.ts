import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  PayPalCredentialsSchema,
  RazorpayCredentialsSchema,
  StripeCredentialsSchema,
} from './provider-credentials.ts';

const VALID = {
  stripe: { secretKey: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', webhookSecret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZI' },
  paypal: {
    mode: 'sandbox',
    clientId: 'AeA1QIZXiflr1_-r0U2UbWTziOWX1GRQer',
    clientSecret: 'ECYYrrSHdKfk_Q0EdvzdGkzj58a66kKa',
    webhookId: '8PT597110X687430LKGECATA',
  },
  razorpay: {
    keyId: 'rzp_test_1DP5mmOlF5G5ag',
    keySecret: 'thisisasecret123',
    webhookSecret: 'my hook secret',
  },
} as const;

const SCHEMAS: Record<keyof typeof VALID, z.ZodType> = {
  stripe: StripeCredentialsSchema,
  paypal: PayPalCredentialsSchema,
  razorpay: RazorpayCredentialsSchema,
};

/** The messages for `field` when it holds `value` and the others are valid. */
function issuesOf(provider: keyof typeof VALID, field: string, value: string): string[] {
  const result = SCHEMAS[provider].safeParse({ ...VALID[provider], [field]: value });
  return result.success ? [] : result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

describe('payment provider credentials', () => {
  it.each(Object.keys(VALID) as Array<keyof typeof VALID>)('takes valid %s credentials', (provider) => {
    expect(SCHEMAS[provider].safeParse(VALID[provider]).success).toBe(true);
  });

  it.each([
    ['stripe', 'secretKey', ' sk_live_51HqLyjWDarjtT1zdp7dc ', []],
    ['stripe', 'secretKey', 'rk_live_51HqLyjWDarjtT1zdp7dc', []],
    ['stripe', 'secretKey', '', ['Required']],
    [
      'stripe',
      'secretKey',
      'sk_test_abc',
      ['This secret key is too short; copy all of it from the Stripe Dashboard'],
    ],
    [
      'stripe',
      'secretKey',
      'sk_prod_4eC39HqLyjWDarjtT1zdp7dc',
      ['Use a secret key starting with sk_test_ or sk_live_'],
    ],
    [
      'stripe',
      'secretKey',
      'pk_test_4eC39HqLyjWDarjtT1zdp7dc',
      ['This is the publishable key; use the secret key, starting with sk_'],
    ],
    [
      'stripe',
      'secretKey',
      'sk_test_4eC39HqLy-WDarjtT1zdp7dc',
      ['A secret key holds only letters and digits after sk_test_, not “-”'],
    ],
    [
      'stripe',
      'secretKey',
      'sk_live_4eC39HqLy WDarjtT1zdp7dc',
      ['A secret key holds only letters and digits after sk_live_, not a space'],
    ],
    [
      'stripe',
      'webhookSecret',
      'whsec_x',
      ['This signing secret is too short; copy all of it from the endpoint in the Stripe Dashboard'],
    ],
    [
      'stripe',
      'webhookSecret',
      'x_MfKQ9r8GKYqrTwjUPD8I',
      ['Use the endpoint’s signing secret starting with whsec_'],
    ],
    [
      'stripe',
      'webhookSecret',
      'whsec_MfKQ9r8GKY_qrTwjU',
      ['A signing secret holds only letters, digits, +, / and = after whsec_, not “_”'],
    ],
    [
      'razorpay',
      'keyId',
      'rzp_test_x',
      ['This key ID is too short; copy all of it from the Razorpay Dashboard'],
    ],
    ['razorpay', 'keyId', 'rzp_prod_1DP5mmOlF5G5ag', ['Use a key ID starting with rzp_test_ or rzp_live_']],
    [
      'razorpay',
      'keyId',
      'rzp_live_1DP5mm.lF5G5ag',
      ['A key ID holds only letters and digits after rzp_live_, not “.”'],
    ],
    [
      'razorpay',
      'keySecret',
      'short',
      ['This key secret is too short; copy all of the key secret Razorpay showed with the key ID'],
    ],
    ['razorpay', 'keySecret', 'a'.repeat(65), ['This key secret is too long; paste the key secret alone']],
    ['razorpay', 'keySecret', 'thisisa/secret123', ['A key secret holds only letters and digits, not “/”']],
    [
      'razorpay',
      'webhookSecret',
      'abc',
      [
        'This webhook secret is too short; use the secret you gave the webhook in Razorpay (8 characters or more)',
      ],
    ],
    ['paypal', 'clientId', 'abc', ['This client ID is too short; copy all of it from your PayPal REST app']],
    ['paypal', 'clientId', 'AeA1QIZX+flr1', ['A client ID holds only letters, digits, - and _, not “+”']],
    ['paypal', 'clientSecret', 'E'.repeat(129), ['This secret is too long; paste the secret alone']],
    ['paypal', 'webhookId', '', ['Required']],
    [
      'paypal',
      'webhookId',
      '8PT59',
      ['This webhook ID is too short; copy all of the ID PayPal shows for the webhook you added'],
    ],
  ] as const)('%s %s %j: %j', (provider, field, value, messages) => {
    expect(issuesOf(provider, field, value)).toEqual(messages);
  });
});
