import { DEFAULT_TIME_FORMAT } from '@kairos/core/constants';
import { useCallback, useSyncExternalStore } from 'react';
import type { TimeFormat } from './zoned-time';
import { currentZoneId, detectTimezone, isValidTimezone } from './zoned-time';

/** A visitor's own choices on public pages, kept in this browser: their zone and clock. */
export interface VisitorPreferences {
  timezone: string;
  timeFormat: TimeFormat;
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
    timeFormat: storedFormat === '12h' || storedFormat === '24h' ? storedFormat : DEFAULT_TIME_FORMAT,
  };
  return memo;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVisitorPreferences() {
  const preferences = useSyncExternalStore(subscribe, readVisitorPreferences, readVisitorPreferences);
  const setTimezone = useCallback((zone: string) => write(TIMEZONE_KEY, zone), []);
  const setTimeFormat = useCallback((format: TimeFormat) => write(TIME_FORMAT_KEY, format), []);
  return { ...preferences, setTimezone, setTimeFormat };
}
