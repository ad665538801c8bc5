import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { workspaces } from './accounts.ts';

/**
 * A workspace's tracking ids (a social pixel, a web analytics service): at most one per service.
 * The public booking pages load them by access link and fire the funnel events there.
 */
export const trackerApps = pgTable(
  'tracker_apps',
  {
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    appName: text('app_name', { enum: ['META_PIXEL', 'GOOGLE_ANALYTICS'] }).notNull(),
    trackerId: text('tracker_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.appName] })],
);
