import type { AgentDetails } from '@kairos/core/events/agent-schema';
import {
  attendeeDurations,
  type DurationSettings,
  offeredDurations,
} from '@kairos/core/events/event-durations';
import type { PublicEvent } from '@kairos/core/events/public-event-schema';
import type { Translate } from '@kairos/core/i18n/translate';

/** `30 min`, `1 hr`, `1 hr 30 min`. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** A length in the page's language: `30 min`, `1 Std. 30 Min.`. */
export function sayDuration(t: Translate, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('booker.durationMinutes', { minutes: rest });
  return rest === 0
    ? t('booker.durationHours', { hours })
    : t('booker.durationHoursMinutes', { hours, minutes: rest });
}

export function formatPrice(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

/** Lengths a visitor may choose, shortest first; just the event's own when it lets them choose none. */
export function durationOptions(event: DurationSettings): number[] {
  return attendeeDurations(event);
}

/** The duration in force: the visitor's pick when the event lets them choose it, else the event's. */
export function chosenDuration(event: DurationSettings, requested: number | undefined): number {
  const options = durationOptions(event);
  return requested !== undefined && options.includes(requested) ? requested : event.duration;
}

/**
 * The length a visitor's reschedule keeps: the meeting's own while the event still offers it (a
 * host may have booked a length visitors cannot pick), else the event's.
 */
export function keptDuration(event: DurationSettings, meetingDuration: number): number {
  return offeredDurations(event).includes(meetingDuration) ? meetingDuration : event.duration;
}

/** The price of a booking of `duration` minutes, or null when the event is free. */
export function priceFor(
  event: Pick<PublicEvent, 'payment' | 'paymentOnDuration'>,
  duration: number,
): { amount: number; currency: string } | null {
  const { payment } = event;
  if (!payment.enable) return null;
  const perDuration = [...payment.paymentOnDuration, ...event.paymentOnDuration].find(
    (p) => p.duration === duration,
  );
  const amount = perDuration?.amount ?? payment.amount;
  return amount > 0 ? { amount, currency: payment.currencyCode } : null;
}

export function hostName(agent: Pick<AgentDetails, 'firstName' | 'lastName'>): string {
  return `${agent.firstName} ${agent.lastName}`.trim();
}

/** Hosts visitors may see: active ones, in the event's order. */
export function visibleHosts(event: Pick<PublicEvent, 'agentsDetails'>): AgentDetails[] {
  return event.agentsDetails.filter((agent) => agent.status === 'ACTIVE');
}

/** `Ada Lovelace`, `Ada Lovelace and Alan Turing`, `Ada, Alan and Grace`. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** `joinNames` in the page's language (`Ada und Alan`); English keeps its own words. */
export function joinNamesIn(locale: string, names: readonly string[]): string {
  if (locale.toLowerCase().startsWith('en')) return joinNames(names);
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  } catch {
    return joinNames(names);
  }
}

/** The description's plain text, for card previews. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether host text holds markup that must go through the sanitiser. */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z][\s\S]*>/i.test(text);
}
