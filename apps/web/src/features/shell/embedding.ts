/** True inside an iframe; a cross-origin parent makes `window.top` throw, which also means embedded. */
export function isEmbeddedInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * The public bookings domain's origin: the server writes it into the page
 * (`PUBLIC_BOOKINGS_URL`, default `PUBLIC_URL`); the dev server may set `VITE_PUBLIC_BOOKINGS_ORIGIN`.
 */
export function publicBookingsOrigin(): string | null {
  const fromServer = document.querySelector<HTMLMetaElement>('meta[name="kairos-bookings-origin"]')?.content;
  const configured = fromServer || import.meta.env.VITE_PUBLIC_BOOKINGS_ORIGIN;
  if (!configured) return null;
  try {
    return new URL(configured).origin;
  } catch {
    return null;
  }
}

/** True when this page is served from the configured public bookings domain. */
export function isPublicBookingsOrigin(origin: string = window.location.origin): boolean {
  return publicBookingsOrigin() === origin;
}
