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
    ['22007', 'a date it cannot read'],
    ['22009', 'a zone offset out of range (a year past 9999)'],
  ])('answers 400 for %s (%s)', (code) => {
    const error = toAppError(databaseError(code));
    expect([error.status, error.code]).toEqual([400, 'BAD_REQUEST']);
  });

  it.each([
    ['40P01', 'a deadlock'],
    ['40001', 'a serialization failure'],
  ])('answers 503 with a short Retry-After for %s (%s) left after the retries', (code) => {
    const error = toAppError(databaseError(code));
    expect([error.status, error.code, error.headers]).toEqual([
      503,
      'SERVICE_UNAVAILABLE',
      { 'retry-after': '1' },
    ]);
  });

  it('keeps other database failures internal', () => {
    const error = toAppError(databaseError('42P01'));
    expect([error.status, error.code]).toEqual([500, 'INTERNAL_ERROR']);
  });

  it.each([
    ['a terminated connection', databaseError('57P01')],
    ['a database refusing connections', databaseError('55000')],
    [
      'a refused socket',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
  ])('answers 503 with Retry-After for %s', (_, cause) => {
    const error = toAppError(cause);
    expect([error.status, error.code, error.headers]).toEqual([
      503,
      'SERVICE_UNAVAILABLE',
      { 'retry-after': '5' },
    ]);
  });

  it('does not call an outgoing call that could not connect an outage', () => {
    const failed = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    expect(toAppError(failed).code).toBe('INTERNAL_ERROR');
  });
});
