import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { agents } from './accounts.ts';

/** The OAuth 2 providers Kairos signs in to on a host's behalf. */
export const OAUTH_PROVIDERS = ['google', 'microsoft', 'zoom'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

/**
 * One consent a host gave to a provider for one use (a calendar account, a video account…).
 * `tokens` is the sealed JSON of the access and refresh tokens (AES-256-GCM, the server's
 * secrets key) and never leaves the server. A refresh the provider refuses sets `brokenAt`.
 */
export const oauthGrants = pgTable(
  'oauth_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: OAUTH_PROVIDERS }).notNull(),
    /** What the grant is for, e.g. `google-calendar`: each use asks its own scopes. */
    use: text('use').notNull(),
    tokens: text('tokens').notNull(),
    scope: text('scope'),
    brokenAt: timestamp('broken_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('oauth_grants_agent_use_idx').on(t.agentId, t.use)],
);
