/** True inside an iframe; a cross-origin parent makes `window.top` throw, which also means embedded. */
export function isEmbeddedInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/** True when this page is served from the configured public bookings domain. */
export function isPublicBookingsOrigin(origin: string = window.location.origin): boolean {
  const configured = import.meta.env.VITE_PUBLIC_BOOKINGS_ORIGIN;
  if (!configured) return false;
  try {
    return new URL(configured).origin === origin;
  } catch {
    return false;
  }
}
