import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { workspaces } from './accounts.ts';

export const ROUTING_FORM_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/**
 * A routing form (spec "Routing form"): a questionnaire whose answers pick a rule. Questions and
 * theme are jsonb checked by the core schemas; the slug is unique per workspace among live forms.
 */
export const routingForms = pgTable(
  'routing_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appId: uuid('app_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    enableTitleAndDescription: boolean('enable_title_and_description').notNull().default(true),
    status: text('status', { enum: ROUTING_FORM_STATUSES }).notNull().default('ACTIVE'),
    submitButtonText: text('submit_button_text').notNull().default('Submit'),
    slug: text('slug').notNull(),
    questions: jsonb('questions').$type<Array<Record<string, unknown>>>().notNull().default([]),
    theme: jsonb('theme').$type<Record<string, unknown>>().notNull().default({}),
    /** Hides the ROUTING LOGIC side panel on the public page. */
    hideRoutingLogic: boolean('hide_routing_logic').notNull().default(false),
    responseCount: integer('response_count').notNull().default(0),
    lastResponseSubmitTime: timestamp('last_response_submit_time', { withTimezone: true }),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('routing_forms_app_slug_key')
      .on(t.appId, sql`lower(${t.slug})`)
      .where(sql`${t.deletedAt} is null`),
    index('routing_forms_app_updated_idx').on(t.appId, t.updatedAt),
  ],
);

/** A routing rule ("condition"): a condition tree over the answers and where it sends the visitor. */
export const routingRules = pgTable(
  'routing_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => routingForms.id, { onDelete: 'cascade' }),
    appId: uuid('app_id').notNull(),
    position: integer('position').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    /** The condition tree (groups joined by ALL or ANY); null for the default rule. */
    condition: jsonb('condition').$type<Record<string, unknown> | null>(),
    redirect: jsonb('redirect').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('routing_rules_form_position_idx').on(t.formId, t.position),
    // Exactly one default rule per form is kept by the service; at most one is a database fact.
    uniqueIndex('routing_rules_one_default_key').on(t.formId).where(sql`${t.isDefault}`),
  ],
);

/** One submission of a routing form, with the rule it matched and the redirect it produced. */
export const routingResponses = pgTable(
  'routing_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => routingForms.id, { onDelete: 'cascade' }),
    appId: uuid('app_id').notNull(),
    answers: jsonb('answers').$type<Array<Record<string, unknown>>>().notNull().default([]),
    matchedRuleId: uuid('matched_rule_id'),
    redirect: jsonb('redirect').$type<Record<string, unknown> | null>(),
    /** The meeting booked from an EVENT_TYPE redirect, once booked. */
    meetingId: uuid('meeting_id'),
    shareLinkId: uuid('share_link_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('routing_responses_form_created_idx').on(t.formId, t.createdAt),
    // Analytics reads a workspace's responses over a range of time.
    index('routing_responses_app_created_idx').on(t.appId, t.createdAt),
  ],
);
