import { describe, expect, it } from 'vitest';
import { retryTransaction, TX_ATTEMPTS } from '../src/errors.ts';

/** The shape a driver error reaches the services in: the ORM wraps the database's error in `cause`. */
const databaseError = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), { code }) });

/** A transaction that fails with the given errors, one per run, then answers 'done'. */
function failing(errors: Error[]) {
  let runs = 0;
  return {
    run: async () => {
      const error = errors[runs++];
      if (error) throw error;
      return 'done';
    },
    runs: () => runs,
  };
}

describe('retryTransaction', () => {
  it.each(['40P01', '40001'])('runs a transaction aborted with %s again', async (code) => {
    const tx = failing([databaseError(code), databaseError(code)]);
    await expect(retryTransaction(tx.run)).resolves.toBe('done');
    expect(tx.runs()).toBe(3);
  });

  it(`gives up after ${TX_ATTEMPTS} runs and passes the last failure on`, async () => {
    const errors = Array.from({ length: TX_ATTEMPTS }, () => databaseError('40P01'));
    const tx = failing(errors);
    await expect(retryTransaction(tx.run)).rejects.toBe(errors[TX_ATTEMPTS - 1]);
    expect(tx.runs()).toBe(TX_ATTEMPTS);
  });

  it('does not run again after any other failure', async () => {
    const unique = databaseError('23505');
    const tx = failing([unique]);
    await expect(retryTransaction(tx.run)).rejects.toBe(unique);
    expect(tx.runs()).toBe(1);
  });
});
