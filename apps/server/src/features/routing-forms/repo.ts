import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { Db, DbOrTx, Tx } from '@kairos/db/client';
import {
  events,
  routingForms,
  routingResponses,
  routingRules,
  shareLinks,
  workspaces,
} from '@kairos/db/schema';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';

export type RoutingFormRow = typeof routingForms.$inferSelect;
export type RoutingRuleRow = typeof routingRules.$inferSelect;
export type RoutingResponseRow = typeof routingResponses.$inferSelect;
export type NewRoutingForm = Omit<
  typeof routingForms.$inferInsert,
  'id' | 'appId' | 'responseCount' | 'lastResponseSubmitTime' | 'deletedAt'
>;
export type RoutingFormChanges = Partial<
  Pick<
    RoutingFormRow,
    | 'name'
    | 'title'
    | 'description'
    | 'enableTitleAndDescription'
    | 'status'
    | 'submitButtonText'
    | 'slug'
    | 'questions'
    | 'theme'
    | 'hideRoutingLogic'
  >
>;

const liveForm = isNull(routingForms.deletedAt);

/** Inserts a form and its default rule together. */
export async function insertFormWithDefaultRule(
  db: Db,
  appId: AuthorizedAppId,
  values: NewRoutingForm,
  defaultRedirect: Record<string, unknown>,
): Promise<RoutingFormRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(routingForms)
      .values({ ...values, appId })
      .returning();
    if (!row) throw new Error('insert routing form returned no row');
    await tx.insert(routingRules).values({
      formId: row.id,
      appId,
      isDefault: true,
      position: 0,
      condition: null,
      redirect: defaultRedirect,
    });
    return row;
  });
}

export async function findForm(
  db: DbOrTx,
  appId: AuthorizedAppId,
  id: string,
): Promise<RoutingFormRow | undefined> {
  const [row] = await db
    .select()
    .from(routingForms)
    .where(and(eq(routingForms.appId, appId), eq(routingForms.id, id), liveForm))
    .limit(1);
  return row;
}

export async function updateForm(
  db: Db,
  appId: AuthorizedAppId,
  id: string,
  changes: RoutingFormChanges,
  now: Date,
): Promise<RoutingFormRow | undefined> {
  const [row] = await db
    .update(routingForms)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(routingForms.appId, appId), eq(routingForms.id, id), liveForm))
    .returning();
  return row;
}

export async function softDeleteForm(
  db: Db,
  appId: AuthorizedAppId,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(routingForms)
    .set({ deletedAt: now, updatedAt: now })
    .where(and(eq(routingForms.appId, appId), eq(routingForms.id, id), liveForm))
    .returning({ id: routingForms.id });
  return rows.length > 0;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A page of live forms, most recently changed first; `search` matches name, title or slug. */
export async function listForms(
  db: Db,
  appId: AuthorizedAppId,
  search: string | undefined,
  offset: number,
  limit: number,
): Promise<{ rows: RoutingFormRow[]; total: number }> {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  const where = and(
    eq(routingForms.appId, appId),
    liveForm,
    pattern
      ? or(
          ilike(routingForms.name, pattern),
          ilike(routingForms.title, pattern),
          ilike(routingForms.slug, pattern),
        )
      : undefined,
  );
  const rows = await db
    .select()
    .from(routingForms)
    .where(where)
    .orderBy(desc(routingForms.updatedAt), desc(routingForms.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(routingForms).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findSlugsLike(db: Db, appId: AuthorizedAppId, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: routingForms.slug })
    .from(routingForms)
    .where(and(eq(routingForms.appId, appId), liveForm, ilike(routingForms.slug, `${escapeLike(base)}%`)));
  return rows.map((r) => r.slug.toLowerCase());
}

export async function findAccessLink(db: DbOrTx, appId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ accessLink: workspaces.accessLink })
    .from(workspaces)
    .where(eq(workspaces.id, appId))
    .limit(1);
  return row?.accessLink;
}

export async function findWorkspaceIdByAccessLink(db: Db, accessLink: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(sql`lower(${workspaces.accessLink}) = lower(${accessLink})`)
    .limit(1);
  return row?.id;
}

/** A live ACTIVE form of a workspace by slug (case-insensitive), for visitors. */
export async function findActiveFormBySlug(
  db: DbOrTx,
  appId: string,
  slug: string,
): Promise<RoutingFormRow | undefined> {
  const [row] = await db
    .select()
    .from(routingForms)
    .where(
      and(
        eq(routingForms.appId, appId),
        sql`lower(${routingForms.slug}) = lower(${slug})`,
        eq(routingForms.status, 'ACTIVE'),
        liveForm,
      ),
    )
    .limit(1);
  return row;
}

/** A live ACTIVE form by id, whichever workspace (share links). */
export async function findActiveFormById(db: DbOrTx, id: string): Promise<RoutingFormRow | undefined> {
  const [row] = await db
    .select()
    .from(routingForms)
    .where(and(eq(routingForms.id, id), eq(routingForms.status, 'ACTIVE'), liveForm))
    .limit(1);
  return row;
}

export async function hasActiveForm(db: Db, appId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: routingForms.id })
    .from(routingForms)
    .where(and(eq(routingForms.appId, appId), eq(routingForms.status, 'ACTIVE'), liveForm))
    .limit(1);
  return row !== undefined;
}

// Rules.

export async function listRules(db: DbOrTx, formId: string): Promise<RoutingRuleRow[]> {
  return db
    .select()
    .from(routingRules)
    .where(eq(routingRules.formId, formId))
    .orderBy(
      asc(routingRules.isDefault),
      asc(routingRules.position),
      asc(routingRules.createdAt),
      asc(routingRules.id),
    );
}

/** Takes the form's row lock so rule changes of one form run one at a time. */
export async function lockForm(tx: DbOrTx, formId: string): Promise<void> {
  await tx
    .select({ id: routingForms.id })
    .from(routingForms)
    .where(eq(routingForms.id, formId))
    .for('update');
}

export async function insertRule(
  tx: DbOrTx,
  values: Pick<RoutingRuleRow, 'formId' | 'appId' | 'condition' | 'redirect'>,
): Promise<RoutingRuleRow> {
  const [last] = await tx
    .select({ max: sql<number | null>`max(${routingRules.position})` })
    .from(routingRules)
    .where(and(eq(routingRules.formId, values.formId), eq(routingRules.isDefault, false)));
  const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  const [row] = await tx
    .insert(routingRules)
    .values({ ...values, isDefault: false, position })
    .returning();
  if (!row) throw new Error('insert routing rule returned no row');
  return row;
}

export async function updateRule(
  tx: DbOrTx,
  formId: string,
  id: string,
  changes: Partial<Pick<RoutingRuleRow, 'condition' | 'redirect'>>,
  now: Date,
): Promise<RoutingRuleRow | undefined> {
  const [row] = await tx
    .update(routingRules)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(routingRules.formId, formId), eq(routingRules.id, id)))
    .returning();
  return row;
}

export async function deleteRule(tx: DbOrTx, formId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(routingRules)
    .where(and(eq(routingRules.formId, formId), eq(routingRules.id, id), eq(routingRules.isDefault, false)))
    .returning({ id: routingRules.id });
  return rows.length > 0;
}

export async function setRulePositions(
  tx: DbOrTx,
  formId: string,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await tx
      .update(routingRules)
      .set({ position, updatedAt: now })
      .where(and(eq(routingRules.formId, formId), eq(routingRules.id, id)));
  }
}

// Events named by rules.

export interface RuleEventRow {
  id: string;
  appId: string;
  name: string;
  slug: string;
  status: string;
  deletedAt: Date | null;
}

export async function findEventsByIds(db: DbOrTx, ids: readonly string[]): Promise<RuleEventRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: events.id,
      appId: events.appId,
      name: events.name,
      slug: events.slug,
      status: events.status,
      deletedAt: events.deletedAt,
    })
    .from(events)
    .where(inArray(events.id, [...ids]));
}

// Responses.

/**
 * Stores a response and counts it on the form in one transaction: the count is raised in
 * the database (`response_count + 1`), so concurrent submissions never lose one.
 */
export async function insertResponse(
  db: Db,
  values: Pick<
    RoutingResponseRow,
    'formId' | 'appId' | 'answers' | 'matchedRuleId' | 'redirect' | 'shareLinkId'
  >,
  now: Date,
  /** Runs inside the same transaction once the response is written (e.g. to report it). */
  withinTransaction?: (tx: Tx, row: RoutingResponseRow) => Promise<void>,
): Promise<RoutingResponseRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(routingResponses)
      .values({ ...values, createdAt: now })
      .returning();
    if (!row) throw new Error('insert routing response returned no row');
    await tx
      .update(routingForms)
      .set({
        responseCount: sql`${routingForms.responseCount} + 1`,
        lastResponseSubmitTime: sql`greatest(coalesce(${routingForms.lastResponseSubmitTime}, ${now.toISOString()}::timestamptz), ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(routingForms.id, values.formId));
    await withinTransaction?.(tx, row);
    return row;
  });
}

export async function listResponses(
  db: Db,
  formId: string,
  offset: number,
  limit: number | undefined,
): Promise<{ rows: RoutingResponseRow[]; total: number }> {
  const query = db
    .select()
    .from(routingResponses)
    .where(eq(routingResponses.formId, formId))
    .orderBy(desc(routingResponses.createdAt), desc(routingResponses.id))
    .offset(offset);
  const rows = limit === undefined ? await query : await query.limit(limit);
  const [total] = await db
    .select({ n: count() })
    .from(routingResponses)
    .where(eq(routingResponses.formId, formId));
  return { rows, total: total?.n ?? 0 };
}

export async function findResponse(db: DbOrTx, id: string): Promise<RoutingResponseRow | undefined> {
  const [row] = await db.select().from(routingResponses).where(eq(routingResponses.id, id)).limit(1);
  return row;
}

/**
 * Records the meeting booked from a response's EVENT_TYPE redirect: only a response of the
 * meeting's workspace, and only the first meeting (a response leads to one booking).
 */
export async function linkResponseToMeeting(
  tx: DbOrTx,
  responseId: string,
  appId: string,
  meetingId: string,
): Promise<void> {
  await tx
    .update(routingResponses)
    .set({ meetingId })
    .where(
      and(
        eq(routingResponses.id, responseId),
        eq(routingResponses.appId, appId),
        isNull(routingResponses.meetingId),
      ),
    );
}

/** A FORM share link by its public id (its state is not checked: it only tags the response). */
export async function findFormShareLink(
  db: DbOrTx,
  link: string,
): Promise<{ id: string; formId: string | null } | undefined> {
  const [row] = await db
    .select({ id: shareLinks.id, formId: shareLinks.formId })
    .from(shareLinks)
    .where(and(eq(shareLinks.link, link), eq(shareLinks.type, 'FORM')))
    .limit(1);
  return row;
}
