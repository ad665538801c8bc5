import { isLocale, type Locale } from '@kairos/core/i18n/locales';
import type { SearchSchemaInput } from '@tanstack/react-router';
import { THEME_PARAM_KEYS } from '../public-theme/theme-params';
import { isDateKey, isMonthKey } from './calendar-month';
import { UTM_KEYS } from './utm';

/**
 * Search parameters of the public booking pages. Each validator keeps what it understands and drops
 * (or defaults) the rest, so a hand-edited address never breaks a page. Values arrive parsed by the
 * router: `?utm_term=2025` is the number 2025, `?hideLHS=true` the boolean.
 */
/** What a route accepts: any of its keys, of any type; links may leave every one out. */
type SearchInput<K extends string> = Partial<Record<K, unknown>> & SearchSchemaInput;
type Passthrough = string | number;

/** Theme colours and UTM parameters: kept as given so links carry them on unchanged. */
export const CARRIED_KEYS = [...UTM_KEYS, ...THEME_PARAM_KEYS] as const;
export type CarriedSearch = Partial<Record<(typeof CARRIED_KEYS)[number], Passthrough>>;

function passthrough(value: unknown): Passthrough | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') return value;
  return undefined;
}

export function validateCarriedSearch(search: SearchInput<keyof CarriedSearch>): CarriedSearch {
  const result: CarriedSearch = {};
  for (const key of CARRIED_KEYS) {
    const value = passthrough(search[key]);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

function optionalId(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text !== '' && text.length <= 200 ? text : null;
}

function flag(value: unknown): boolean {
  return value === true || value === 'true' || value === 1 || value === '1';
}

export interface EventSearch {
  responseId: string | null;
  hideLHS: boolean;
  externalId: string | null;
  /** The language the visitor picked on the page; null: the event's or the browser's. */
  lang: Locale | null;
}
export const EVENT_SEARCH_DEFAULTS: EventSearch = {
  responseId: null,
  hideLHS: false,
  externalId: null,
  lang: null,
};

/** The event layout's parameters (spec section 5): invalid values fall back to null or false. */
export function validateEventSearch(search: SearchInput<keyof EventSearch>): EventSearch {
  return {
    responseId: optionalId(search.responseId),
    hideLHS: flag(search.hideLHS),
    externalId: optionalId(search.externalId),
    lang: isLocale(search.lang) ? search.lang : null,
  };
}

function positiveMinutes(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= 24 * 60
    ? number
    : undefined;
}

export interface SlotSearch {
  /** The chosen day, `YYYY-MM-DD` in the visitor's zone. */
  date?: string;
  /** The month on show, `YYYY-MM`. */
  month?: string;
  /** The chosen length, when the event offers several. */
  duration?: number;
  /** A round robin's host the visitor picked, when the event lets them; absent = any. */
  agentId?: string;
}

export function validateSlotSearch(search: SearchInput<keyof SlotSearch>): SlotSearch {
  const result: SlotSearch = {};
  if (typeof search.date === 'string' && isDateKey(search.date)) result.date = search.date;
  if (typeof search.month === 'string' && isMonthKey(search.month)) result.month = search.month;
  return { ...result, ...validateDurationSearch(search) };
}

/** What the details step keeps of the slot step's choices: the length and the host. */
export function validateDurationSearch(
  search: SearchInput<'duration' | 'agentId'>,
): Pick<SlotSearch, 'duration' | 'agentId'> {
  const result: Pick<SlotSearch, 'duration' | 'agentId'> = {};
  const duration = positiveMinutes(search.duration);
  if (duration !== undefined) result.duration = duration;
  const agentId = optionalId(search.agentId);
  if (agentId !== null) result.agentId = agentId;
  return result;
}

export interface ThanksSearch {
  attendeeId: string | null;
}

export function validateThanksSearch(search: SearchInput<keyof ThanksSearch>): ThanksSearch {
  return { attendeeId: optionalId(search.attendeeId) };
}

export interface PaymentStatusSearch {
  paymentId: string | null;
  /** PayPal's order id, added when PayPal sends the payer back; absent otherwise. */
  token?: string;
}

export function validatePaymentStatusSearch(
  search: SearchInput<keyof PaymentStatusSearch>,
): PaymentStatusSearch {
  // Left out when absent, so the page's own links carry no `token=null`.
  const token = optionalId(search.token);
  return { paymentId: optionalId(search.paymentId), ...(token ? { token } : {}) };
}

/** `/{accessLink}/{slug}/{timestamp}`: the slot's start as epoch milliseconds, or null when malformed. */
export function parseSlotTimestamp(segment: string): number | null {
  if (!/^\d{12,14}$/.test(segment)) return null;
  const value = Number(segment);
  return Number.isSafeInteger(value) ? value : null;
}
