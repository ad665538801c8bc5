import { QuestionSchema } from '@kairos/core/events/question-schema';
import {
  type RoutingForm,
  type RoutingFormTheme,
  RoutingFormThemeSchema,
  type RoutingQuestion,
} from '@kairos/core/routing/form-schema';
import {
  type ConditionGroup,
  DEFAULT_REDIRECT_BODY,
  DEFAULT_REDIRECT_TITLE,
  EVENT_GONE_LABEL,
  type Redirect,
  type RoutingRule,
} from '@kairos/core/routing/rule-schema';
import type { PublicRoutingForm } from '@kairos/core/routing/submission-schema';
import type { RoutingFormRow, RoutingRuleRow, RuleEventRow } from './repo.ts';

/** Questions as stored (checked when saved); one that no longer parses is left out rather than failing the page. */
export function questionsOf(row: RoutingFormRow): RoutingQuestion[] {
  return row.questions.flatMap((q) => {
    const parsed = QuestionSchema.safeParse(q);
    return parsed.success ? [parsed.data] : [];
  });
}

export function themeOf(row: RoutingFormRow): RoutingFormTheme {
  const parsed = RoutingFormThemeSchema.safeParse(row.theme);
  return parsed.success ? parsed.data : { showBranding: false };
}

export function toRoutingFormDto(row: RoutingFormRow, accessLink: string): RoutingForm {
  return {
    _id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    enableTitleAndDescription: row.enableTitleAndDescription,
    status: row.status,
    submitButtonText: row.submitButtonText,
    slug: row.slug,
    questions: questionsOf(row),
    theme: themeOf(row),
    hideRoutingLogic: row.hideRoutingLogic,
    responseCount: row.responseCount,
    lastResponseSubmitTime: row.lastResponseSubmitTime?.toISOString() ?? null,
    accessLink,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function redirectOf(row: RoutingRuleRow): Redirect {
  return row.redirect as Redirect;
}

/** The live, ACTIVE event of the form's workspace a rule sends visitors to, if it still exists. */
export function bookableEvent(
  redirect: Redirect,
  appId: string,
  events: ReadonlyMap<string, RuleEventRow>,
): RuleEventRow | undefined {
  if (redirect.type !== 'EVENT_TYPE' || !redirect.eventId) return undefined;
  const event = events.get(redirect.eventId);
  if (!event || event.appId !== appId || event.deletedAt !== null || event.status !== 'ACTIVE')
    return undefined;
  return event;
}

/** How a rule reads in lists: the message title, the address, or the target event's name. */
export function ruleLabel(
  redirect: Redirect,
  appId: string,
  events: ReadonlyMap<string, RuleEventRow>,
): string {
  switch (redirect.type) {
    case 'CUSTOM_MESSAGE':
      return redirect.title || DEFAULT_REDIRECT_TITLE;
    case 'EXTERNAL_URL':
      return redirect.externalUrl ?? '';
    case 'EVENT_TYPE':
      return bookableEvent(redirect, appId, events)?.name ?? EVENT_GONE_LABEL;
  }
}

export function toRoutingRuleDto(
  row: RoutingRuleRow,
  events: ReadonlyMap<string, RuleEventRow>,
): RoutingRule {
  const redirect = redirectOf(row);
  return {
    _id: row.id,
    isDefault: row.isDefault,
    position: row.position,
    condition: row.isDefault ? null : ((row.condition as ConditionGroup | null) ?? null),
    redirect,
    label: ruleLabel(redirect, row.appId, events),
  };
}

/**
 * A form as visitors get it. Its rules stay with the host: where each answer leads is shown only
 * in the host's preview in the builder, never on the public page.
 */
export function toPublicFormDto(row: RoutingFormRow, accessLink: string): PublicRoutingForm {
  return {
    _id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    enableTitleAndDescription: row.enableTitleAndDescription,
    status: row.status,
    submitButtonText: row.submitButtonText,
    slug: row.slug,
    questions: questionsOf(row),
    theme: themeOf(row),
    hideRoutingLogic: row.hideRoutingLogic,
    rules: [],
    accessLink,
    appId: row.appId,
  };
}

export const DEFAULT_REDIRECT: Redirect = {
  type: 'CUSTOM_MESSAGE',
  title: DEFAULT_REDIRECT_TITLE,
  body: DEFAULT_REDIRECT_BODY,
};
