import { googleCalendarUse, microsoftCalendarUse } from '../calendars/oauth-uses.ts';
import { GOOGLE_SHEETS_USE } from '../google-sheets/service.ts';
import { zoomVideoUse } from '../video/zoom/oauth-use.ts';
import type { OAuthUse } from './service.ts';

/**
 * Everything Kairos asks a provider's consent for; a feature adds its use here with one line.
 * The routes find a use by its id (`POST /oauth/{use}/authorize`).
 */
export const OAUTH_USES: readonly OAuthUse[] = [
  googleCalendarUse,
  microsoftCalendarUse,
  GOOGLE_SHEETS_USE,
  zoomVideoUse,
];
