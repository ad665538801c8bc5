import { handleBookingsResponse } from './bookings-response';
import { createApiClient } from './http-client';

/** Bookings API (spec section 7); the only client with the section 8 answer handler. */
export const bookingsApi = createApiClient({
  baseUrl: '/api/v1/bookings',
  onResponse: handleBookingsResponse,
});

/** Accounts and sessions API: signup, login, logout, session. */
export const userApi = createApiClient({ baseUrl: '/api/v1/user' });
