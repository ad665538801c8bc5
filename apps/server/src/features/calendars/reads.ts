import type { Deps } from '../../deps.ts';
import type { CalendarReads } from '../lifecycle/ports.ts';
import { findCalendarBusy } from './busy.ts';
import { recheckCalendars } from './recheck.ts';

/** The hosts' connected calendars as the booking path reads them to refuse a busy slot. */
export const calendarReads: CalendarReads<Deps> = { recheck: recheckCalendars, cached: findCalendarBusy };
