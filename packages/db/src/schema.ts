// The one list of tables, so the ORM client knows every table for relational queries.
export * from './schema/accounts.ts';
export * from './schema/analytics.ts';
export * from './schema/apps.ts';
export * from './schema/bookings.ts';
export * from './schema/calendars.ts';
export * from './schema/events.ts';
export * from './schema/notifications.ts';
export * from './schema/oauth.ts';
export * from './schema/payments.ts';
export * from './schema/rate-limits.ts';
export * from './schema/routing.ts';
export * from './schema/share-links.ts';
export * from './schema/slot-versions.ts';
export * from './schema/teams.ts';
export * from './schema/trackers.ts';
export * from './schema/uploads.ts';
export * from './schema/webhooks.ts';
