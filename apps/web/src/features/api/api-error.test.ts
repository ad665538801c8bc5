import { describe, expect, it } from 'vitest';
import {
  createApiErrorFromResponse,
  hasErrorField,
  isAccessDeniedError,
  readErrorMessage,
} from './api-error';

function jsonResponse(status: number, headers: Record<string, string> = {}) {
  return new Response(null, { status, headers });
}

describe('readErrorMessage', () => {
  it.each([
    { body: { error: 'Slot is not available', message: 'ignored' }, expected: 'Slot is not available' },
    { body: { message: 'Only a message' }, expected: 'Only a message' },
    {
      body: { error: '', message: 'Message wins over an empty error' },
      expected: 'Message wins over an empty error',
    },
    { body: { error: 42 }, expected: 'Something went wrong' },
    { body: 'plain text', expected: 'Something went wrong' },
    { body: undefined, expected: 'Something went wrong' },
    { body: ['error'], expected: 'Something went wrong' },
  ])('$expected', ({ body, expected }) => {
    expect(readErrorMessage(body)).toBe(expected);
  });
});

describe('hasErrorField', () => {
  it.each([
    [{ error: 'x' }, true],
    [{ error: true }, true],
    [{ error: null }, false],
    [{ error: false }, false],
    [{ data: 1 }, false],
    [undefined, false],
  ])('%j → %s', (body, expected) => {
    expect(hasErrorField(body)).toBe(expected);
  });
});

describe('createApiErrorFromResponse', () => {
  it('keeps the code, the issues and the body', () => {
    const body = {
      error: 'The request is not valid',
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'password', message: 'Password must be at least 8 characters' }],
    };
    const error = createApiErrorFromResponse(jsonResponse(400), body);
    expect(error.message).toBe('The request is not valid');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.issues).toEqual([{ path: 'password', message: 'Password must be at least 8 characters' }]);
    expect(error.body).toBe(body);
  });

  it('joins array paths and skips malformed issues', () => {
    const body = {
      error: 'Bad',
      issues: [{ path: ['answers', 0, 'value'], message: 'Required' }, { path: 'x' }],
    };
    expect(createApiErrorFromResponse(jsonResponse(400), body).issues).toEqual([
      { path: 'answers.0.value', message: 'Required' },
    ]);
  });

  it('lets the caller override the code', () => {
    const error = createApiErrorFromResponse(
      jsonResponse(410),
      { error: 'Link Expired', code: 'EXPIRED' },
      'NOT_FOUND',
    );
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Link Expired');
  });
});

describe('isAccessDeniedError', () => {
  it.each([
    [403, 'FORBIDDEN', true],
    [403, 'CAN_NOT_EDIT_MEET', true],
    [403, 'XSRF_TOKEN_INVALID', false],
    [401, 'UNAUTHORIZED', false],
  ])('%s %s → %s', (status, code, expected) => {
    expect(isAccessDeniedError(createApiErrorFromResponse(jsonResponse(status), { error: 'x', code }))).toBe(
      expected,
    );
  });

  it('is false for other errors', () => {
    expect(isAccessDeniedError(new Error('NO access'))).toBe(false);
  });
});
