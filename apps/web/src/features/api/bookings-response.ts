import { createApiErrorFromResponse, hasErrorField } from './api-error';
import { navigateBrowser, redirectToLogin } from './browser-navigation';

/** Header a response uses to tell the browser to go elsewhere (spec section 8). */
export const REDIRECT_HEADER = 'X-Redirect';

/** Settles never: the page is being replaced, so the caller should neither render data nor an error. */
function waitForNavigation(): Promise<never> {
  return new Promise<never>(() => {});
}

/**
 * The bookings client's answer handler, spec section 8: a redirect header
 * navigates; a 2xx body with an `error` field fails; 401 goes to the login page
 * with `location` and `redirect=BOOKINGS`; 404 and 410 become NOT_FOUND; any
 * other failure carries the body's `error`, else `message`.
 */
export function handleBookingsResponse(response: Response, body: unknown): unknown {
  const redirect = response.headers.get(REDIRECT_HEADER);
  if (redirect) {
    navigateBrowser(redirect);
    return waitForNavigation();
  }
  if (response.ok) {
    if (hasErrorField(body)) throw createApiErrorFromResponse(response, body);
    return body;
  }
  if (response.status === 401 && redirectToLogin()) return waitForNavigation();
  if (response.status === 404 || response.status === 410) {
    throw createApiErrorFromResponse(response, body, 'NOT_FOUND');
  }
  throw createApiErrorFromResponse(response, body);
}
