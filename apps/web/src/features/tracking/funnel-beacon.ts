import type { TrackingEventName } from './tracking-events';

const VISITOR_KEY = 'kairos-visitor';
const ENDPOINT = '/api/v1/bookings/website/funnel-event';

/** An anonymous id for this tab, so the host's analytics can count visitors; nothing about the person. */
function visitorId(): string | undefined {
  try {
    let id = sessionStorage.getItem(VISITOR_KEY);
    if (!id) {
      const bytes = crypto.getRandomValues(new Uint8Array(12));
      id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      sessionStorage.setItem(VISITOR_KEY, id);
    }
    return id;
  } catch {
    // Storage may be refused (a sandboxed frame): the event still counts, the visitor does not.
    return undefined;
  }
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Reports each tracking event to Kairos itself for the host's analytics, with `sendBeacon` (it
 * survives the page being left and never delays it). Only ids of what was visited, the tab's
 * anonymous id and the page's UTM source and campaign are sent.
 */
export function sendFunnelBeacon(name: TrackingEventName, payload: Record<string, unknown>): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  // The dashboard reuses the booking page's picker (a host rescheduling): that is no visit.
  if (window.location.pathname.startsWith('/app/')) return;
  const search = new URLSearchParams(window.location.search);
  const body = {
    name,
    eventId: text(payload.eventId),
    formId: text(payload.formId),
    accessLink: text(payload.accessLink),
    visitorId: visitorId(),
    utmSource: text(search.get('utm_source')),
    utmCampaign: text(search.get('utm_campaign')),
  };
  if (!body.eventId && !body.formId && !body.accessLink) return;
  navigator.sendBeacon(ENDPOINT, new Blob([JSON.stringify(body)], { type: 'application/json' }));
}
