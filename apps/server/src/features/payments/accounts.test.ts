import { AppError } from '@kairos/core/errors';
import { describe, expect, it } from 'vitest';
import { checkWithProvider } from './accounts.ts';
import { type PaymentProvider, ProviderError } from './providers.ts';

/** A provider whose credential check fails as given (or passes with `undefined`). */
function answering(failure: Error | undefined): PaymentProvider<unknown> {
  return {
    id: 'stripe',
    checkCredentials: async () => {
      if (failure) throw failure;
    },
  } as unknown as PaymentProvider<unknown>;
}
const ctx = { credentials: {}, apiUrl: undefined, now: () => new Date() };

describe('checkWithProvider', () => {
  it.each([
    ['taken', undefined],
    ['signed in, the read itself refused (a 404)', new ProviderError('REJECTED', 'No such URL')],
  ])('saves when %s', async (_name, failure) => {
    await expect(checkWithProvider(answering(failure), ctx)).resolves.toBeUndefined();
  });

  it.each([
    ['AUTH', 422, 'PAYMENT_ACCOUNT_REFUSED', 'Stripe refused these credentials; check them and try again'],
    [
      'UNAVAILABLE',
      502,
      'PAYMENT_PROVIDER_ERROR',
      'Stripe could not check these credentials right now (down); try again',
    ],
    [
      'RATE_LIMITED',
      502,
      'PAYMENT_PROVIDER_ERROR',
      'Stripe could not check these credentials right now (down); try again',
    ],
  ] as const)('refuses on %s with %s %s', async (kind, status, code, message) => {
    const error = await checkWithProvider(answering(new ProviderError(kind, 'down')), ctx).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect([error.status, error.code, error.message]).toEqual([status, code, message]);
  });

  it('lets any other failure through', async () => {
    await expect(checkWithProvider(answering(new TypeError('bug')), ctx)).rejects.toThrow(TypeError);
  });
});
