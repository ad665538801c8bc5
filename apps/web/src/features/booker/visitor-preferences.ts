import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useLocale } from '../i18n/i18n-context';
import type { TimeFormat } from './zoned-time';
import { currentZoneId, detectTimeFormat, detectTimezone, isValidTimezone } from './zoned-time';

/** A visitor's own choices on public pages, kept in this browser: their zone and clock. */
export interface VisitorPreferences {
  timezone: string;
  /** The clock the visitor switched to, or null when they never did (the page's language decides). */
  timeFormat: TimeFormat | null;
}

const TIMEZONE_KEY = 'kairos:visitor-timezone';
const TIME_FORMAT_KEY = 'kairos:visitor-time-format';
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be blocked (private mode, sandboxed frames); the choice then lasts this page only.
  }
  memo = null;
  for (const listener of listeners) listener();
}

let memo: VisitorPreferences | null = null;

export function readVisitorPreferences(): VisitorPreferences {
  if (memo) return memo;
  const storedZone = read(TIMEZONE_KEY);
  const storedFormat = read(TIME_FORMAT_KEY);
  memo = {
    timezone: currentZoneId(storedZone && isValidTimezone(storedZone) ? storedZone : detectTimezone()),
    timeFormat: storedFormat === '12h' || storedFormat === '24h' ? storedFormat : null,
  };
  return memo;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The visitor's zone and clock. The clock is the one they switched to, else the one the page's
 * language writes times in (`Intl`'s hour cycle: German, French, Spanish and Portuguese 24-hour,
 * English 12-hour), so a German page opens on 14:00 and an English one on 2:00pm.
 */
export function useVisitorPreferences() {
  const preferences = useSyncExternalStore(subscribe, readVisitorPreferences, readVisitorPreferences);
  const locale = useLocale();
  const localeFormat = useMemo(() => detectTimeFormat(locale), [locale]);
  const setTimezone = useCallback((zone: string) => write(TIMEZONE_KEY, zone), []);
  const setTimeFormat = useCallback((format: TimeFormat) => write(TIME_FORMAT_KEY, format), []);
  return {
    timezone: preferences.timezone,
    timeFormat: preferences.timeFormat ?? localeFormat,
    setTimezone,
    setTimeFormat,
  };
}
