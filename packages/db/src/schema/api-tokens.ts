import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { agents, workspaces } from './accounts.ts';

/**
 * Personal API tokens: one member's key to the API of one workspace, limited to its scopes. The
 * token itself is shown once; the table keeps its SHA-256 (a random 256-bit secret needs no slow hash).
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `area:read` and `area:write` (packages/core/src/accounts/api-token-schema.ts). */
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Written at most once a minute per token. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** Revoked by its owner, or when the owner left or was removed from the workspace. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_key').on(t.tokenHash),
    index('api_tokens_member_idx').on(t.workspaceId, t.agentId),
  ],
);
