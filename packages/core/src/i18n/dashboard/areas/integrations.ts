/** Apps & integrations: payment providers, calendars, video, Google Sheets, Mailchimp, trackers (`integrations.*`, `calendars.*`). Part of the dashboard's English catalogue (`../en.ts`). */
export const integrationsEn = {};
