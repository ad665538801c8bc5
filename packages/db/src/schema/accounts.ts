import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A workspace is the spec's `appId`: the tenant every host record belongs to. */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    accessLink: text('access_link').notNull(),
    timezone: text('timezone').notNull().default('UTC'),
    branding: jsonb('branding').$type<Record<string, unknown>>().notNull().default({}),
    /** Operator-set plan terms (seat and event limits, addons); empty means the unlimited self-hosted plan. */
    plan: jsonb('plan').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('workspaces_access_link_key').on(sql`lower(${t.accessLink})`)],
);

export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailId: text('email_id').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    mobileNo: text('mobile_no'),
    dateFormat: text('date_format', { enum: ['DD/MM/YYYY', 'MM/DD/YYYY'] })
      .notNull()
      .default('DD/MM/YYYY'),
    timeFormat: text('time_format', { enum: ['12h', '24h'] })
      .notNull()
      .default('12h'),
    timezone: text('timezone').notNull().default('UTC'),
    profilePic: text('profile_pic'),
    /** A short introduction shown beside the host's photo on the public pages ('' for none). */
    bio: text('bio').notNull().default(''),
    /** When the host finished or skipped the set-up steps after signing up; null while they are due. */
    onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
    /** The support chat's restore id (`POST /agent/{id}/set-restoreId`). */
    restoreId: text('restore_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agents_email_key').on(sql`lower(${t.emailId})`)],
);

export interface RoleRecord {
  name: string;
  permissions: Record<string, string[]>;
  isSuperAdminRole: boolean;
  isAutoCreated: boolean;
}

export const memberships = pgTable(
  'memberships',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    role: jsonb('role').$type<RoleRecord>().notNull(),
    /** The workspace role this membership copies (`roles.id`); null for memberships made before roles had rows. */
    roleId: uuid('role_id'),
    isOwner: boolean('is_owner').notNull().default(false),
    allowedProductIds: jsonb('allowed_product_ids').$type<string[]>().notNull().default(['BOOKINGS']),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.agentId] }), index('memberships_agent_idx').on(t.agentId)],
);

/** Server-side sessions; the cookie holds a random token, the table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_agent_idx').on(t.agentId)],
);

/**
 * Single-use links sent by email: a password reset, or the confirmation of a new email address
 * (`newEmail`). The link carries a random token; the table keeps its HMAC.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['PASSWORD_RESET', 'EMAIL_CHANGE'] }).notNull(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_agent_idx').on(t.agentId, t.kind)],
);
