import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { errorsFromApi } from './form-errors';

const FIELDS = ['emailId', 'password'] as const;

function apiError(
  code: string,
  message: string,
  issues: { path: string; message: string }[] = [],
  headers = {},
) {
  return new ApiError(message, {
    status: 400,
    code,
    issues,
    response: new Response(null, { status: 400, headers }),
  });
}

describe('errorsFromApi', () => {
  it.each([
    {
      name: 'issues go next to their fields',
      error: apiError('VALIDATION_ERROR', 'The request is not valid', [
        { path: 'password', message: 'Too short' },
      ]),
      expected: { fields: { password: 'Too short' }, form: null },
    },
    {
      name: 'issues without a field become the general error',
      error: apiError('VALIDATION_ERROR', 'The request is not valid', [
        { path: 'password', message: 'Too short' },
        { path: 'captcha', message: 'Solve the captcha' },
      ]),
      expected: { fields: { password: 'Too short' }, form: 'Solve the captcha' },
    },
    {
      name: 'nested paths match their first segment',
      error: apiError('VALIDATION_ERROR', 'Bad', [{ path: 'emailId.domain', message: 'Unknown domain' }]),
      expected: { fields: { emailId: 'Unknown domain' }, form: null },
    },
    {
      name: 'a code tied to a field marks that field',
      error: apiError('EMAIL_TAKEN', 'An account with this email already exists'),
      expected: { fields: { emailId: 'An account with this email already exists' }, form: null },
    },
    {
      name: 'anything else is a general error',
      error: apiError('INVALID_CREDENTIALS', 'Email or password is incorrect'),
      expected: { fields: {}, form: 'Email or password is incorrect' },
    },
    {
      name: 'rate limits say when to try again',
      error: apiError('RATE_LIMITED', 'Too many requests, please try again later', [], {
        'Retry-After': '30',
      }),
      expected: { fields: {}, form: 'Too many requests. Please try again in 30 seconds.' },
    },
    {
      name: 'a rate limit that already says the wait says it once',
      error: apiError('RATE_LIMITED', 'Too many attempts. Please try again in 9 minutes.', [], {
        'Retry-After': '539',
      }),
      expected: { fields: {}, form: 'Too many attempts. Please try again in 9 minutes.' },
    },
    {
      name: 'unknown errors get the fallback',
      error: new Error('boom'),
      expected: { fields: {}, form: 'Something went wrong' },
    },
  ])('$name', ({ error, expected }) => {
    expect(errorsFromApi(error, FIELDS, { EMAIL_TAKEN: 'emailId' })).toEqual(expected);
  });
});
