import { describe, expect, it } from 'vitest';
import { toAppError } from './errors.ts';

/** The shape a driver error reaches the handler in: the ORM wraps the database's error in `cause`. */
function databaseError(code: string): Error {
  return Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), { code }) });
}

describe('toAppError', () => {
  it.each([
    ['22021', 'a NUL character in text'],
    ['22P05', 'a NUL character in JSON'],
    ['22003', 'a number out of range'],
    ['22008', 'a date out of range'],
  ])('answers 400 for %s (%s)', (code) => {
    const error = toAppError(databaseError(code));
    expect([error.status, error.code]).toEqual([400, 'BAD_REQUEST']);
  });

  it('keeps other database failures internal', () => {
    const error = toAppError(databaseError('57P01'));
    expect([error.status, error.code]).toEqual([500, 'INTERNAL_ERROR']);
  });
});
