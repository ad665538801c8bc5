import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { handleBookingsResponse, REDIRECT_HEADER } from './bookings-response';

const assign = vi.fn();

beforeEach(() => {
  vi.stubGlobal('window', {
    location: {
      href: 'https://app.example.com/app/calendar',
      origin: 'https://app.example.com',
      pathname: '/app/calendar',
      assign,
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

function response(status: number, headers: Record<string, string> = {}) {
  return new Response(null, { status, headers });
}

function capture(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    return error;
  }
}

describe('handleBookingsResponse', () => {
  it('returns the body of a plain success', () => {
    expect(handleBookingsResponse(response(200), { events: [] })).toEqual({ events: [] });
  });

  it('fails a success whose body has an error field, keeping the body', () => {
    const body = { error: 'Slot is not available', data: 1 };
    const error = capture(() => handleBookingsResponse(response(200), body));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Slot is not available');
    expect((error as ApiError).body).toBe(body);
  });

  it.each([404, 410])('turns %s into NOT_FOUND', (status) => {
    const error = capture(() => handleBookingsResponse(response(status), { error: 'Gone', code: 'EXPIRED' }));
    expect((error as ApiError).code).toBe('NOT_FOUND');
    expect((error as ApiError).status).toBe(status);
  });

  it.each([
    {
      body: { error: 'Slot is not available', code: 'SLOT_IS_NOT_AVAILABLE' },
      message: 'Slot is not available',
    },
    { body: { message: 'Upstream said no' }, message: 'Upstream said no' },
    // The spec's order: the body's error, else its message, else the transport's message.
    { body: undefined, message: 'Request failed with status code 409' },
    { body: '<html>Bad gateway</html>', message: 'Request failed with status code 409' },
  ])('fails other statuses with "$message"', ({ body, message }) => {
    const error = capture(() => handleBookingsResponse(response(409), body));
    expect((error as ApiError).message).toBe(message);
  });

  it('sends a 401 to the login page and never settles', async () => {
    const result = handleBookingsResponse(response(401), { error: 'Please log in', code: 'UNAUTHORIZED' });
    expect(result).toBeInstanceOf(Promise);
    expect(assign).toHaveBeenCalledWith(
      '/login?location=https%3A%2F%2Fapp.example.com%2Fapp%2Fcalendar&redirect=BOOKINGS',
    );
    const settled = await Promise.race([
      result,
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    expect(settled).toBe('pending');
  });

  it.each([200, 400])('follows a redirect header on a %s', (status) => {
    handleBookingsResponse(response(status, { [REDIRECT_HEADER]: '/app/transactions' }), { error: 'x' });
    expect(assign).toHaveBeenCalledWith('https://app.example.com/app/transactions');
  });

  it('refuses a script address in the redirect header', () => {
    handleBookingsResponse(response(200, { [REDIRECT_HEADER]: 'javascript:alert(1)' }), {});
    expect(assign).not.toHaveBeenCalled();
  });
});
