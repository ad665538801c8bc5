import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per agent (`agent:<id>`) and per event (`event:<id>`), raised by triggers whenever
 * something that changes the event's slots changes: meetings, hosts, hours, the event itself.
 * Every server process reads it to know whether slots it computed earlier are still right.
 */
export const slotVersions = pgTable('slot_versions', {
  key: text('key').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
