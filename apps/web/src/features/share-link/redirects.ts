/** A host's redirect address, when it is a full http(s) address; null for anything else. */
export function safeRedirectUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const CANCEL_PREFIX = 'kairos:cancel-redirect:';

/**
 * Where to send the visitor after cancelling a booking made through a share link. Kept in this
 * browser, since the cancel link in the email knows only the attendee.
 */
export function rememberCancelRedirect(attendeeId: string, url: string | null | undefined): void {
  const safe = safeRedirectUrl(url);
  if (!safe) return;
  try {
    window.localStorage.setItem(`${CANCEL_PREFIX}${attendeeId}`, safe);
  } catch {
    // Storage can be blocked; the visitor then sees the cancellation page.
  }
}

export function recallCancelRedirect(attendeeId: string): string | null {
  try {
    return safeRedirectUrl(window.localStorage.getItem(`${CANCEL_PREFIX}${attendeeId}`));
  } catch {
    return null;
  }
}
