import type { OAuthUse } from '../oauth/service.ts';
import { connectOAuthCalendar } from './service.ts';

/** Google Calendar: the calendar list (read) and events (read and write, for booked meetings). */
export const googleCalendarUse: OAuthUse = {
  id: 'google-calendar',
  provider: 'google',
  scopes: [
    'https://www.googleapis.com/auth/calendar.readonly',
    'https://www.googleapis.com/auth/calendar.events',
  ],
  connected: (deps, p) => connectOAuthCalendar(deps, p.agentId, 'GOOGLE', p.grantId),
};

/** Microsoft 365 / Outlook: the account's name and its calendars (read and write). */
export const microsoftCalendarUse: OAuthUse = {
  id: 'microsoft-calendar',
  provider: 'microsoft',
  scopes: ['User.Read', 'Calendars.ReadWrite'],
  connected: (deps, p) => connectOAuthCalendar(deps, p.agentId, 'MICROSOFT', p.grantId),
};
