import { z } from 'zod';
import { TRACKER_APPS, TrackerAppSchema } from '../share-links/share-link-schema.ts';

export type TrackerAppName = (typeof TRACKER_APPS)[number];
export type TrackerApp = z.infer<typeof TrackerAppSchema>;

/** What each service's id looks like: a Meta pixel id is digits; a GA4 measurement id is `G-…`. */
export const TRACKER_ID_PATTERNS: Record<TrackerAppName, { pattern: RegExp; message: string }> = {
  META_PIXEL: {
    pattern: /^\d{6,20}$/,
    message: 'Enter the pixel id: 6 to 20 digits, as Events Manager shows it',
  },
  GOOGLE_ANALYTICS: {
    pattern: /^G-[A-Z0-9]{4,20}$/,
    message: 'Enter a measurement id such as G-ABC123XYZ',
  },
};

/** `PUT /tracker-apps`: sets (or replaces) the workspace's id for one service. */
export const TrackerAppBodySchema = z
  .object({
    appName: z.enum(TRACKER_APPS, { error: 'Choose META_PIXEL or GOOGLE_ANALYTICS' }),
    id: z.string().trim().toUpperCase(),
  })
  .superRefine((body, ctx) => {
    const rule = TRACKER_ID_PATTERNS[body.appName];
    if (!rule.pattern.test(body.id)) ctx.addIssue({ code: 'custom', path: ['id'], message: rule.message });
  });
export type TrackerAppBody = z.infer<typeof TrackerAppBodySchema>;

/** The workspace's trackers; the public pages load the same list by access link. */
export const TrackerAppListSchema = z.object({ trackerApps: z.array(TrackerAppSchema) });
export type TrackerAppList = z.infer<typeof TrackerAppListSchema>;
