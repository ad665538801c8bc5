import { z } from 'zod';

/**
 * Routing rules ("conditions", spec sections 3 and 7). A rule holds a condition tree over the
 * answers and a redirect. Every form has exactly one default rule (no condition) that is used
 * when no other rule matches; the others are tried in `position` order, first match wins.
 *
 * - `GET    /routing/{id}/conditions/list` → {@link RoutingRuleList}
 * - `POST   /routing/{id}/conditions/add` with {@link RoutingRuleAddBody} → {@link RoutingRule}
 * - `POST   /routing/{id}/conditions/edit` with {@link RoutingRuleEditBody} → {@link RoutingRule}
 * - `DELETE /routing/{id}/conditions/{cid}` → `{ ok: true }` (the default rule cannot be deleted)
 * - `POST   /routing/{id}/order/conditions` with {@link RoutingRuleOrderBody} → {@link RoutingRuleList}
 */

export const CONDITION_JOINS = ['ALL', 'ANY'] as const;
export type ConditionJoin = (typeof CONDITION_JOINS)[number];

export const CONDITION_OPERATORS = [
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'starts_with',
  'is_empty',
  'is_not_empty',
  'any_of',
  'none_of',
  'greater_than',
  'less_than',
  'before',
  'after',
  'between',
] as const;
export type ConditionOperator = (typeof CONDITION_OPERATORS)[number];

/** Operators that take no value. */
export const VALUELESS_OPERATORS: readonly ConditionOperator[] = ['is_empty', 'is_not_empty'];
/** Operators whose value is a list of options (choice questions). */
export const LIST_OPERATORS: readonly ConditionOperator[] = ['any_of', 'none_of'];
/** Operators whose value is a pair `[from, to]` (dates, inclusive). */
export const PAIR_OPERATORS: readonly ConditionOperator[] = ['between'];

export const CONDITION_MAX_DEPTH = 5;
export const CONDITION_MAX_CHILDREN = 50;

/**
 * One test of one answer. Values are text: numbers as decimal text ('10', '2.5'), dates as ISO
 * 'YYYY-MM-DD' (the question's own format is accepted too), choices as option texts (the
 * 'Others' option is `others`). `value` is absent for is_empty / is_not_empty, a list for
 * any_of / none_of and a pair for between.
 */
export interface ConditionClause {
  kind: 'clause';
  questionId: string;
  operator: ConditionOperator;
  value?: string | string[];
}

/** Children joined by ALL (every one holds; true when empty) or ANY (one holds; false when empty). */
export interface ConditionGroup {
  kind: 'group';
  join: ConditionJoin;
  children: ConditionNode[];
}

export type ConditionNode = ConditionGroup | ConditionClause;

const valueText = z.string().trim().max(1000, 'Use at most 1000 characters');

export const ConditionClauseSchema = z
  .object({
    kind: z.literal('clause'),
    questionId: z.string().min(1, 'Choose a question').max(64),
    operator: z.enum(CONDITION_OPERATORS, { error: 'Choose an operator' }),
    value: z.union([valueText, z.array(valueText).max(100)]).optional(),
  })
  .superRefine((clause, ctx) => {
    const { operator, value } = clause;
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['value'], message });
    if (VALUELESS_OPERATORS.includes(operator)) {
      if (value !== undefined) issue('This operator takes no value');
    } else if (LIST_OPERATORS.includes(operator)) {
      if (!Array.isArray(value) || value.length === 0) issue('Choose at least one option');
    } else if (PAIR_OPERATORS.includes(operator)) {
      if (!Array.isArray(value) || value.length !== 2 || value.some((v) => v === '')) {
        issue('Give a start and an end');
      }
    } else if (typeof value !== 'string' || value === '') {
      issue('Enter a value');
    }
  }) as z.ZodType<ConditionClause>;

export const ConditionGroupSchema: z.ZodType<ConditionGroup> = z.lazy(() =>
  z.object({
    kind: z.literal('group'),
    join: z.enum(CONDITION_JOINS),
    children: z
      .array(z.union([ConditionGroupSchema, ConditionClauseSchema]))
      .max(CONDITION_MAX_CHILDREN, `Use at most ${CONDITION_MAX_CHILDREN} conditions in a group`),
  }),
);

function depthOf(node: ConditionNode): number {
  if (node.kind === 'clause') return 0;
  return 1 + Math.max(0, ...node.children.map(depthOf));
}

/** The root of a rule's condition: always a group. */
export const ConditionTreeSchema = ConditionGroupSchema.refine(
  (tree) => depthOf(tree) <= CONDITION_MAX_DEPTH,
  { message: `Nest groups at most ${CONDITION_MAX_DEPTH} deep` },
);

export const REDIRECT_TYPES = ['CUSTOM_MESSAGE', 'EXTERNAL_URL', 'EVENT_TYPE'] as const;
export type RedirectType = (typeof REDIRECT_TYPES)[number];

export const DEFAULT_REDIRECT_TITLE = 'Form submitted !';
export const DEFAULT_REDIRECT_BODY = 'Thank you for filling the form.';
export const EVENT_GONE_LABEL = 'This event is no longer available';

/** Whether text parses as an absolute http:// or https:// URL. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Where a rule sends the visitor. CUSTOM_MESSAGE shows `title` (default 'Form submitted !') and
 * the HTML `body` (default 'Thank you for filling the form.'; the page sanitises it);
 * EXTERNAL_URL needs an http(s) `externalUrl`; EVENT_TYPE needs `eventId` (an event of the
 * same workspace).
 */
export const RedirectSchema = z
  .object({
    type: z.enum(REDIRECT_TYPES, { error: 'Choose where to send the visitor' }),
    title: z.string().trim().max(300, 'Use at most 300 characters').optional(),
    body: z.string().max(20_000, 'Use at most 20000 characters').optional(),
    externalUrl: z.string().trim().max(2000, 'Use at most 2000 characters').optional(),
    eventId: z.string().max(64).optional(),
  })
  .superRefine((redirect, ctx) => {
    if (redirect.type === 'EXTERNAL_URL' && !isHttpUrl(redirect.externalUrl ?? '')) {
      ctx.addIssue({
        code: 'custom',
        path: ['externalUrl'],
        message: 'Use a full http:// or https:// address',
      });
    }
    if (redirect.type === 'EVENT_TYPE' && (redirect.eventId ?? '') === '') {
      ctx.addIssue({ code: 'custom', path: ['eventId'], message: 'Choose an event' });
    }
  });
export type Redirect = z.infer<typeof RedirectSchema>;

/** A rule as stored and sent: `condition` is null on the default rule only. */
export const RoutingRuleSchema = z
  .object({
    _id: z.string(),
    isDefault: z.boolean(),
    /** 0-based order among the non-default rules; the default rule comes last whatever its position. */
    position: z.number().int(),
    condition: ConditionTreeSchema.nullable(),
    redirect: RedirectSchema,
    /** The custom-message title, the external URL, the target event's name or 'This event is no longer available'. */
    label: z.string(),
  })
  .meta({ id: 'RoutingRule' });
export type RoutingRule = z.infer<typeof RoutingRuleSchema>;

/** Non-default rules in order, then the default rule. */
export const RoutingRuleListSchema = z.object({ conditions: z.array(RoutingRuleSchema) });
export type RoutingRuleList = z.infer<typeof RoutingRuleListSchema>;

/** `POST /routing/{id}/conditions/add`: a non-default rule, placed last among them. */
export const RoutingRuleAddBodySchema = z.object({
  condition: ConditionTreeSchema,
  redirect: RedirectSchema,
});
export type RoutingRuleAddBody = z.infer<typeof RoutingRuleAddBodySchema>;

/**
 * `POST /routing/{id}/conditions/edit`: `_id` names the rule; fields left out keep their value.
 * The default rule takes a redirect only (a condition on it is refused).
 */
export const RoutingRuleEditBodySchema = z.object({
  _id: z.string().min(1).max(64),
  condition: ConditionTreeSchema.optional(),
  redirect: RedirectSchema.optional(),
});
export type RoutingRuleEditBody = z.infer<typeof RoutingRuleEditBodySchema>;

/** `POST /routing/{id}/order/conditions`: every non-default rule's id, each once, in the new order. */
export const RoutingRuleOrderBodySchema = z.object({
  conditionsIds: z.array(z.string().min(1).max(64)).max(500),
});
export type RoutingRuleOrderBody = z.infer<typeof RoutingRuleOrderBodySchema>;

export const RoutingRuleParamsSchema = z.object({
  id: z.string().min(1).max(64),
  cid: z.string().min(1).max(64),
});
