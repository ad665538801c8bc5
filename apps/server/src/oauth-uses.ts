import { googleCalendarUse, microsoftCalendarUse } from './features/calendars/oauth-uses.ts';
import { GOOGLE_SHEETS_USE } from './features/google-sheets/service.ts';
import type { OAuthUse } from './features/oauth/service.ts';
import { zoomVideoUse } from './features/video/zoom/oauth-use.ts';

/**
 * Everything Kairos asks a provider's consent for. `features/oauth` knows no feature that uses it:
 * a feature declares its use and adds it here with one line, and `app.ts` hands the list to the
 * OAuth routes, which find a use by its id (`POST /oauth/{use}/authorize`).
 */
export const OAUTH_USES: readonly OAuthUse[] = [
  googleCalendarUse,
  microsoftCalendarUse,
  GOOGLE_SHEETS_USE,
  zoomVideoUse,
];
