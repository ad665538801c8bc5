/** Product id the login page uses to send the visitor back here after signing in. */
export const LOGIN_REDIRECT_PRODUCT = 'BOOKINGS';
export const LOGIN_PATH = '/login';

/** Resolves a server-supplied address, refusing anything but http(s) so a header cannot run script. */
export function resolveNavigableUrl(target: string, base: string = window.location.href): URL | null {
  try {
    const url = new URL(target, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function navigateBrowser(target: string): void {
  const url = resolveNavigableUrl(target);
  if (url) window.location.assign(url.href);
}

export function buildLoginHref(currentHref: string): string {
  return `${LOGIN_PATH}?location=${encodeURIComponent(currentHref)}&redirect=${LOGIN_REDIRECT_PRODUCT}`;
}

/** Sends the browser to the login page, remembering where it was; a no-op on the login page itself. */
export function redirectToLogin(): boolean {
  if (window.location.pathname === LOGIN_PATH) return false;
  window.location.assign(buildLoginHref(window.location.href));
  return true;
}

/**
 * Where to go after logging in: the remembered address when it belongs to this
 * site (never another origin, so the parameter cannot be used as an open redirect).
 */
export function safeReturnPath(location: string | null | undefined, fallback: string): string {
  if (!location) return fallback;
  const url = resolveNavigableUrl(location, window.location.origin);
  if (!url || url.origin !== window.location.origin || url.pathname === LOGIN_PATH) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
