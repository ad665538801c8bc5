import type { CalendarProviderKind } from '@kairos/db/schema';
import { caldavProvider } from './caldav/client.ts';
import { googleProvider } from './google/client.ts';
import { icsFeedProvider } from './ics-feed/client.ts';
import { microsoftProvider } from './microsoft/client.ts';
import type { CalendarProvider } from './provider.ts';

/** Every calendar provider by kind; a new provider is a folder and one line here. */
const PROVIDERS: Record<CalendarProviderKind, CalendarProvider<unknown>> = {
  CALDAV: caldavProvider as CalendarProvider<unknown>,
  ICS_FEED: icsFeedProvider as CalendarProvider<unknown>,
  GOOGLE: googleProvider as CalendarProvider<unknown>,
  MICROSOFT: microsoftProvider as CalendarProvider<unknown>,
};

export function providerOf(kind: CalendarProviderKind): CalendarProvider<unknown> {
  return PROVIDERS[kind];
}
