import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents, type RoleRecord, workspaces } from './accounts.ts';

/**
 * The roles of a workspace: the built-in Owner, Admin and Member plus custom ones. A membership
 * points at its role (`memberships.role_id`) and keeps a copy of it (`memberships.role`) that the
 * session reads; changing a role rewrites the copies in the same transaction.
 */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    permissions: jsonb('permissions').$type<Record<string, string[]>>().notNull().default({}),
    isSuperAdminRole: boolean('is_super_admin_role').notNull().default(false),
    isAutoCreated: boolean('is_auto_created').notNull().default(false),
    /** OWNER, ADMIN or MEMBER for the built-in roles, null for custom ones. */
    builtIn: text('built_in'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_app_name_key').on(t.appId, sql`lower(${t.name})`)],
);

/** A named group of members with a lead; an event may take its hosts from a team. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The team's own public address, unique across workspaces and teams. */
    accessLink: text('access_link').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('teams_access_link_key').on(sql`lower(${t.accessLink})`),
    index('teams_app_idx').on(t.appId),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    appId: uuid('app_id').notNull(),
    isLead: boolean('is_lead').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('team_members_user_idx').on(t.appId, t.userId),
  ],
);

/** An emailed invitation to join a workspace; only the token's hash is kept. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    emailId: text('email_id').notNull(),
    roleId: uuid('role_id'),
    role: jsonb('role').$type<RoleRecord>().notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    sentCount: integer('sent_count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_key').on(t.tokenHash),
    index('invitations_app_email_idx').on(t.appId, t.emailId),
  ],
);

/** An access link a workspace used before; the public pages redirect it to the current one. */
export const accessLinkAliases = pgTable(
  'access_link_aliases',
  {
    alias: text('alias').primaryKey(),
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_link_aliases_app_idx').on(t.appId)],
);

/**
 * A workspace's WhatsApp Business Cloud API channel: the phone number id and access token the
 * client sends with. One per workspace; the token is never returned by the API. The API address
 * is the server's (`WHATSAPP_API_URL`), never the workspace's, so a host cannot aim requests inward.
 */
export const whatsappChannels = pgTable('whatsapp_channels', {
  appId: uuid('app_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  phoneNumberId: text('phone_number_id').notNull(),
  businessAccountId: text('business_account_id'),
  accessToken: text('access_token').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
