import { randomBytes, randomUUID } from 'node:crypto';
import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import { toCsv } from '@kairos/core/csv';
import { AppError, type FieldIssue } from '@kairos/core/errors';
import { slugifyEventName } from '@kairos/core/events/event-rules';
import { isUuid } from '@kairos/core/ids';
import type { AnswerAttachment, SubmittedAnswer } from '@kairos/core/questions/answer-types';
import { decodeChoices, OTHERS_OPTION } from '@kairos/core/questions/choices';
import { isFormSubmittable } from '@kairos/core/questions/submission';
import { validateAnswers } from '@kairos/core/questions/validate-answers';
import { evaluateRules, orderRules } from '@kairos/core/routing/evaluate';
import {
  DEFAULT_SUBMIT_BUTTON_TEXT,
  ROUTING_FORM_PAGE_SIZE,
  type RoutingForm,
  type RoutingFormCreateBody,
  type RoutingFormEditBody,
  type RoutingFormList,
  type RoutingFormListQuery,
  type RoutingQuestion,
  type RoutingQuestionInput,
} from '@kairos/core/routing/form-schema';
import {
  type ConditionNode,
  DEFAULT_REDIRECT_BODY,
  DEFAULT_REDIRECT_TITLE,
  EVENT_GONE_LABEL,
  type Redirect,
  type RoutingRule,
  type RoutingRuleAddBody,
  type RoutingRuleEditBody,
  type RoutingRuleList,
} from '@kairos/core/routing/rule-schema';
import type {
  PublicRoutingForm,
  ResponsePrefill,
  RoutingRedirectResult,
  RoutingResponseList,
  RoutingSubmitBody,
  RoutingSubmitResult,
  StoredAnswer,
} from '@kairos/core/routing/submission-schema';
import { isUniqueViolation } from '@kairos/db/errors';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { recordChange } from '../lifecycle/changes.ts';
import { recordServerStep } from '../lifecycle/steps.ts';
import { enforceRateLimits } from '../rate-limit/service.ts';
import { downloadUrl, storedUploads, type UploadPages } from '../uploads/service.ts';
import {
  bookableEvent,
  DEFAULT_REDIRECT,
  questionsOf,
  redirectOf,
  ruleLabel,
  toPublicFormDto,
  toRoutingFormDto,
  toRoutingRuleDto,
} from './dto.ts';
import * as repo from './repo.ts';

const formNotFound = () => new AppError('NOT_FOUND', 'Routing form not found');
const ruleNotFound = () => new AppError('NOT_FOUND', 'Rule not found');
const NUMBERED_SLUG_ATTEMPTS = 3;
/** Submissions one address may send to one form in ten minutes. */
export const SUBMISSIONS_PER_WINDOW = 100;
const SUBMISSION_WINDOW_MS = 10 * 60 * 1000;

export function invalidBody(issues: FieldIssue[]): AppError {
  return invalid(issues);
}

function invalid(issues: FieldIssue[]): AppError {
  const first = issues[0];
  return new AppError('VALIDATION_ERROR', first ? `${first.path}: ${first.message}` : undefined, { issues });
}

async function formOrThrow(deps: Deps, appId: AuthorizedAppId, id: string): Promise<repo.RoutingFormRow> {
  const row = isUuid(id) ? await repo.findForm(deps.db, appId, id) : undefined;
  if (!row) throw formNotFound();
  return row;
}

async function accessLinkOf(deps: Deps, appId: string): Promise<string> {
  return (await repo.findAccessLink(deps.db, appId)) ?? '';
}

/** Gives every question an id; ids the host chose are kept. */
function withIds(questions: readonly RoutingQuestionInput[]): RoutingQuestion[] {
  return questions.map((q) => ({ ...q, questionId: q.questionId ?? randomUUID() }));
}

function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

// Forms.

export async function listForms(
  deps: Deps,
  auth: AuthContext,
  query: RoutingFormListQuery,
): Promise<RoutingFormList> {
  const offset = (query.pageNo - 1) * ROUTING_FORM_PAGE_SIZE;
  const { rows, total } = await repo.listForms(
    deps.db,
    auth.appId,
    query.searchText || undefined,
    offset,
    ROUTING_FORM_PAGE_SIZE,
  );
  const accessLink = await accessLinkOf(deps, auth.appId);
  return {
    forms: rows.map((row) => toRoutingFormDto(row, accessLink)),
    pageNo: query.pageNo,
    pageSize: ROUTING_FORM_PAGE_SIZE,
    total,
  };
}

export async function getForm(deps: Deps, auth: AuthContext, id: string): Promise<RoutingForm> {
  const row = await formOrThrow(deps, auth.appId, id);
  return toRoutingFormDto(row, await accessLinkOf(deps, auth.appId));
}

/**
 * Creates a form with its default rule (a CUSTOM_MESSAGE with the default title and body). A
 * given slug that is taken answers 409 SLUG_TAKEN; a slug made from the name takes the next
 * free number.
 */
export async function createForm(
  deps: Deps,
  auth: AuthContext,
  body: RoutingFormCreateBody,
): Promise<RoutingForm> {
  const base = slugifyEventName(body.name).replace(/^event$/, 'form');
  for (let attempt = 0; ; attempt++) {
    const slug =
      body.slug ??
      (attempt >= NUMBERED_SLUG_ATTEMPTS
        ? `${base}-${randomBytes(3).toString('hex')}`
        : firstFreeSlug(base, new Set(await repo.findSlugsLike(deps.db, auth.appId, base))));
    try {
      const row = await repo.insertFormWithDefaultRule(
        deps.db,
        auth.appId,
        {
          name: body.name,
          title: body.title ?? '',
          description: body.description ?? '',
          enableTitleAndDescription: body.enableTitleAndDescription ?? true,
          status: body.status ?? 'ACTIVE',
          submitButtonText: body.submitButtonText ?? DEFAULT_SUBMIT_BUTTON_TEXT,
          slug,
          questions: withIds(body.questions ?? []),
          theme: body.theme ?? { showBranding: false },
          hideRoutingLogic: body.hideRoutingLogic ?? false,
          createdBy: auth.agentId,
          createdAt: deps.now(),
          updatedAt: deps.now(),
        },
        DEFAULT_REDIRECT,
      );
      return toRoutingFormDto(row, await accessLinkOf(deps, auth.appId));
    } catch (error) {
      if (!isUniqueViolation(error, 'routing_forms_app_slug_key')) throw error;
      if (body.slug !== undefined) throw new AppError('SLUG_TAKEN');
      if (attempt >= NUMBERED_SLUG_ATTEMPTS + 2) throw new AppError('SLUG_TAKEN');
    }
  }
}

/** Changes the fields given; 409 SLUG_TAKEN when the new slug is another live form's. */
export async function editForm(
  deps: Deps,
  auth: AuthContext,
  id: string,
  body: RoutingFormEditBody,
): Promise<RoutingForm> {
  await formOrThrow(deps, auth.appId, id);
  const { questions, ...rest } = body;
  try {
    const row = await repo.updateForm(
      deps.db,
      auth.appId,
      id,
      { ...rest, ...(questions ? { questions: withIds(questions) } : {}) },
      deps.now(),
    );
    if (!row) throw formNotFound();
    return toRoutingFormDto(row, await accessLinkOf(deps, auth.appId));
  } catch (error) {
    if (isUniqueViolation(error, 'routing_forms_app_slug_key')) throw new AppError('SLUG_TAKEN');
    throw error;
  }
}

/** Deletes a form (kept for its responses, gone from every list and the public page; its slug is free again). */
export async function deleteForm(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  if (!isUuid(id) || !(await repo.softDeleteForm(deps.db, auth.appId, id, deps.now()))) throw formNotFound();
}

// Rules.

async function eventsOf(
  deps: Deps,
  rows: readonly repo.RoutingRuleRow[],
): Promise<Map<string, repo.RuleEventRow>> {
  const ids = rows.flatMap((row) => {
    const redirect = redirectOf(row);
    return redirect.type === 'EVENT_TYPE' && redirect.eventId && isUuid(redirect.eventId)
      ? [redirect.eventId]
      : [];
  });
  const events = await repo.findEventsByIds(deps.db, [...new Set(ids)]);
  return new Map(events.map((e) => [e.id, e]));
}

async function ruleList(deps: Deps, formId: string): Promise<RoutingRuleList> {
  const rows = orderRules(await repo.listRules(deps.db, formId));
  const events = await eventsOf(deps, rows);
  return { conditions: rows.map((row) => toRoutingRuleDto(row, events)) };
}

export async function listRules(deps: Deps, auth: AuthContext, formId: string): Promise<RoutingRuleList> {
  await formOrThrow(deps, auth.appId, formId);
  return ruleList(deps, formId);
}

function clausesOf(node: ConditionNode, path: string): Array<{ questionId: string; path: string }> {
  if (node.kind === 'clause') return [{ questionId: node.questionId, path }];
  return node.children.flatMap((child, index) => clausesOf(child, `${path}.children.${index}`));
}

/** A rule must test the form's questions and send visitors to an event of the same workspace. */
async function checkRule(
  deps: Deps,
  form: repo.RoutingFormRow,
  condition: ConditionNode | undefined,
  redirect: Redirect | undefined,
): Promise<void> {
  const issues: FieldIssue[] = [];
  if (condition) {
    const known = new Set(questionsOf(form).map((q) => q.questionId));
    for (const clause of clausesOf(condition, 'condition')) {
      if (!known.has(clause.questionId)) {
        issues.push({ path: `${clause.path}.questionId`, message: 'This question is not on the form' });
      }
    }
  }
  if (redirect?.type === 'EVENT_TYPE') {
    const id = redirect.eventId ?? '';
    const [event] = isUuid(id) ? await repo.findEventsByIds(deps.db, [id]) : [];
    if (!event || event.appId !== form.appId || event.deletedAt !== null) {
      issues.push({ path: 'redirect.eventId', message: 'Choose an event of your workspace' });
    }
  }
  if (issues.length > 0) throw invalid(issues);
}

async function ruleDto(deps: Deps, row: repo.RoutingRuleRow): Promise<RoutingRule> {
  return toRoutingRuleDto(row, await eventsOf(deps, [row]));
}

export async function addRule(
  deps: Deps,
  auth: AuthContext,
  formId: string,
  body: RoutingRuleAddBody,
): Promise<RoutingRule> {
  const form = await formOrThrow(deps, auth.appId, formId);
  await checkRule(deps, form, body.condition, body.redirect);
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockForm(tx, form.id);
    return repo.insertRule(tx, {
      formId: form.id,
      appId: form.appId,
      condition: { ...body.condition },
      redirect: body.redirect,
    });
  });
  return ruleDto(deps, row);
}

/** Edits a rule; the default rule takes a new redirect only. */
export async function editRule(
  deps: Deps,
  auth: AuthContext,
  formId: string,
  body: RoutingRuleEditBody,
): Promise<RoutingRule> {
  const form = await formOrThrow(deps, auth.appId, formId);
  if (!isUuid(body._id)) throw ruleNotFound();
  const current = (await repo.listRules(deps.db, form.id)).find((r) => r.id === body._id);
  if (!current) throw ruleNotFound();
  if (current.isDefault && body.condition !== undefined) {
    throw invalid([
      { path: 'condition', message: 'The default rule has no condition: it applies when no other rule does' },
    ]);
  }
  await checkRule(deps, form, body.condition, body.redirect);
  const row = await repo.updateRule(
    deps.db,
    form.id,
    current.id,
    {
      ...(body.condition ? { condition: { ...body.condition } } : {}),
      ...(body.redirect ? { redirect: body.redirect } : {}),
    },
    deps.now(),
  );
  if (!row) throw ruleNotFound();
  return ruleDto(deps, row);
}

/** Deletes a non-default rule; the default rule stays (409 CONFLICT). Positions close up. */
export async function deleteRule(
  deps: Deps,
  auth: AuthContext,
  formId: string,
  ruleId: string,
): Promise<void> {
  const form = await formOrThrow(deps, auth.appId, formId);
  if (!isUuid(ruleId)) throw ruleNotFound();
  await deps.db.transaction(async (tx) => {
    await repo.lockForm(tx, form.id);
    const rules = await repo.listRules(tx, form.id);
    const rule = rules.find((r) => r.id === ruleId);
    if (!rule) throw ruleNotFound();
    if (rule.isDefault) throw new AppError('CONFLICT', 'The default rule cannot be deleted');
    await repo.deleteRule(tx, form.id, rule.id);
    const rest = orderRules(rules).filter((r) => !r.isDefault && r.id !== rule.id);
    await repo.setRulePositions(
      tx,
      form.id,
      rest.map((r) => r.id),
      deps.now(),
    );
  });
}

/** Puts the non-default rules in the given order: every one of them, each once. */
export async function orderRulesOf(
  deps: Deps,
  auth: AuthContext,
  formId: string,
  conditionsIds: readonly string[],
): Promise<RoutingRuleList> {
  const form = await formOrThrow(deps, auth.appId, formId);
  await deps.db.transaction(async (tx) => {
    await repo.lockForm(tx, form.id);
    const ids = (await repo.listRules(tx, form.id)).filter((r) => !r.isDefault).map((r) => r.id);
    const given = new Set(conditionsIds);
    if (
      given.size !== conditionsIds.length ||
      given.size !== ids.length ||
      !ids.every((id) => given.has(id))
    ) {
      throw invalid([
        { path: 'conditionsIds', message: 'List every rule of the form except the default one, each once' },
      ]);
    }
    await repo.setRulePositions(tx, form.id, conditionsIds, deps.now());
  });
  return ruleList(deps, form.id);
}

// The public form.

async function publicRules(deps: Deps, formId: string) {
  const rows = orderRules(await repo.listRules(deps.db, formId));
  const events = await eventsOf(deps, rows);
  return { rows, events };
}

export async function publicForm(deps: Deps, row: repo.RoutingFormRow): Promise<PublicRoutingForm> {
  return toPublicFormDto(row, await accessLinkOf(deps, row.appId));
}

/** `GET /website/routing-form/{slug}?accessLink=`: an ACTIVE form; 404 NOT_FOUND otherwise. */
export async function getPublicForm(
  deps: Deps,
  slug: string,
  accessLink: string,
): Promise<PublicRoutingForm> {
  const appId = await repo.findWorkspaceIdByAccessLink(deps.db, accessLink);
  const row = appId ? await repo.findActiveFormBySlug(deps.db, appId, slug) : undefined;
  if (!row) throw formNotFound();
  return publicForm(deps, row);
}

/**
 * What a visitor's upload asks of the public pages: the workspace of an access link, and whether
 * it has a form live (the composition root hands this to the uploads).
 */
export const uploadPages: UploadPages = {
  workspaceOf: (deps, accessLink) => repo.findWorkspaceIdByAccessLink(deps.db, accessLink),
  hasActiveForm: (deps, appId) => repo.hasActiveForm(deps.db, appId),
};

/** Whether `/form/{accessLink}/{slug}` shows an ACTIVE form (the server's 404 for unknown ones). */
export async function hasPublicForm(deps: Deps, accessLink: string, slug: string): Promise<boolean> {
  const appId = await repo.findWorkspaceIdByAccessLink(deps.db, accessLink);
  return appId ? (await repo.findActiveFormBySlug(deps.db, appId, slug)) !== undefined : false;
}

/** A live ACTIVE form by id (FORM share links), or undefined. */
export async function findPublicFormById(deps: Deps, id: string): Promise<PublicRoutingForm | undefined> {
  const row = isUuid(id) ? await repo.findActiveFormById(deps.db, id) : undefined;
  return row ? publicForm(deps, row) : undefined;
}

const UNKNOWN_FILE = 'This file was not uploaded here; please upload it again';

/**
 * The answers with each attachment replaced by the stored file it names (name, size and type
 * from the store, not from the visitor). Unknown keys are reported.
 */
async function resolveAttachments(
  deps: Deps,
  appId: string,
  answers: readonly SubmittedAnswer[],
): Promise<{ answers: SubmittedAnswer[]; issues: FieldIssue[] }> {
  const keys = answers.flatMap((a) => (a.attachments ?? []).map((f) => f.key ?? ''));
  const stored = await storedUploads(
    deps,
    appId,
    keys.filter((k) => k !== ''),
  );
  const issues: FieldIssue[] = [];
  const resolved = answers.map((answer) => {
    if (!answer.attachments) return answer;
    const files: AnswerAttachment[] = [];
    for (const file of answer.attachments) {
      const row = stored.get(file.key ?? '');
      if (!row) {
        issues.push({ path: `answers.${answer.questionId}`, message: UNKNOWN_FILE });
        continue;
      }
      files.push({ key: row.key, name: row.name, size: row.size ?? 0, contentType: row.contentType });
    }
    return { ...answer, attachments: files };
  });
  return { answers: resolved, issues };
}

/** What is kept of the answers: the form's enabled questions, in form order, with the server's text and type. */
function storedAnswers(
  questions: readonly RoutingQuestion[],
  answers: readonly SubmittedAnswer[],
): StoredAnswer[] {
  return questions.flatMap((q) => {
    if (q.enable === false) return [];
    const answer = answers.find((a) => a.questionId === q.questionId);
    if (!answer) return [];
    const choices = q.type === 'CHECKBOX' ? decodeChoices(answer.answer) : [answer.answer.trim()];
    const othersChosen = q.allowOthers && choices.includes(OTHERS_OPTION);
    const stored: StoredAnswer = {
      questionId: q.questionId,
      question: q.content,
      type: q.type,
      answer: answer.answer,
    };
    if (othersChosen && answer.otherAnswer?.trim()) stored.otherAnswer = answer.otherAnswer.trim();
    if (q.type === 'ATTACHMENT') {
      stored.attachments = (answer.attachments ?? []).map((f) => ({
        name: f.name,
        ...(f.key ? { key: f.key } : {}),
        ...(f.size !== undefined ? { size: f.size } : {}),
        ...(f.contentType ? { contentType: f.contentType } : {}),
      }));
    }
    return [stored];
  });
}

function redirectResult(
  redirect: Redirect,
  appId: string,
  events: ReadonlyMap<string, repo.RuleEventRow>,
  accessLink: string,
): RoutingRedirectResult {
  const none = { title: null, body: null, externalUrl: null, accessLink: null, eventSlug: null };
  switch (redirect.type) {
    case 'CUSTOM_MESSAGE':
      return {
        ...none,
        type: 'CUSTOM_MESSAGE',
        title: redirect.title || DEFAULT_REDIRECT_TITLE,
        body: redirect.body || DEFAULT_REDIRECT_BODY,
      };
    case 'EXTERNAL_URL':
      return { ...none, type: 'EXTERNAL_URL', externalUrl: redirect.externalUrl ?? null };
    case 'EVENT_TYPE': {
      const event = bookableEvent(redirect, appId, events);
      // The target event is gone: say so in place of a broken booking page.
      if (!event)
        return { ...none, type: 'CUSTOM_MESSAGE', title: EVENT_GONE_LABEL, body: DEFAULT_REDIRECT_BODY };
      return { ...none, type: 'EVENT_TYPE', accessLink, eventSlug: event.slug };
    }
  }
}

/**
 * `POST /website/routing-form`: checks the answers with the same rules as the page (400
 * VALIDATION_ERROR with issues per question, except on a form whose only question is an
 * attachment), stores the response and counts it, and answers with the redirect of the first
 * matching rule (else the default).
 */
export async function submitForm(
  deps: Deps,
  body: RoutingSubmitBody,
  ip: string,
): Promise<RoutingSubmitResult> {
  const row = isUuid(body.appId)
    ? await repo.findActiveFormBySlug(deps.db, body.appId, body.slug)
    : undefined;
  if (!row) throw formNotFound();
  await enforceRateLimits(
    deps.db,
    [
      {
        key: `routing-submit:${row.id}:ip:${ip}`,
        limit: SUBMISSIONS_PER_WINDOW,
        windowMs: SUBMISSION_WINDOW_MS,
      },
    ],
    deps.now(),
  );
  const questions = questionsOf(row);
  const now = deps.now();
  const timezone = body.timezone ?? 'UTC';

  const resolved = await resolveAttachments(deps, row.appId, body.questionAnswers);
  const issues = [
    ...validateAnswers({ questions, answers: resolved.answers, now, timezone, mode: 'routing-form' }),
    ...resolved.issues,
  ];
  if (issues.length > 0 && !isFormSubmittable(questions, issues)) throw invalid(issues);

  const shareLinkId = body.shareLink ? await shareLinkIdFor(deps, body.shareLink, row) : null;
  const { rows: rules, events } = await publicRules(deps, row.id);
  const picked = evaluateRules(
    rules.map((r) => ({
      _id: r.id,
      isDefault: r.isDefault,
      position: r.position,
      condition: r.isDefault ? null : (r.condition as ConditionNode | null),
      row: r,
    })),
    resolved.answers,
    { now, timezone, questions },
  );
  if (!picked) throw new AppError('INTERNAL_ERROR', 'The form has no default rule');
  const matched = picked.row;
  const accessLink = await accessLinkOf(deps, row.appId);
  const redirect = redirectResult(redirectOf(matched), row.appId, events, accessLink);
  const answers = storedAnswers(questions, resolved.answers);
  const saved = await repo.insertResponse(
    deps.db,
    {
      formId: row.id,
      appId: row.appId,
      answers: answers as unknown as Array<Record<string, unknown>>,
      matchedRuleId: matched.id,
      redirect: { ...redirect },
      shareLinkId,
    },
    now,
    async (tx, response) => {
      await recordChange(deps, tx, row.appId, 'routing_form.submitted', { responseId: response.id });
      await recordServerStep(tx, {
        appId: row.appId,
        name: 'submit_routing_form_success',
        at: now,
        formId: row.id,
      });
    },
  );
  return { redirect, questionsAndAnswers: answers, _id: saved.id, matchedRoute: matched.id };
}

async function shareLinkIdFor(deps: Deps, link: string, form: repo.RoutingFormRow): Promise<string | null> {
  const found = await repo.findFormShareLink(deps.db, link);
  return found && found.formId === form.id ? found.id : null;
}

// Responses.

export async function listResponses(
  deps: Deps,
  auth: AuthContext,
  formId: string,
  pageNo: number,
): Promise<RoutingResponseList> {
  const form = await formOrThrow(deps, auth.appId, formId);
  const offset = (pageNo - 1) * ROUTING_FORM_PAGE_SIZE;
  const { rows, total } = await repo.listResponses(deps.db, form.id, offset, ROUTING_FORM_PAGE_SIZE);
  const labels = await ruleLabels(deps, form.id);
  const keys = rows.flatMap((r) =>
    answersOfRow(r).flatMap((a) => (a.attachments ?? []).map((f) => f.key ?? '')),
  );
  const stored = await storedUploads(
    deps,
    form.appId,
    keys.filter((k) => k !== ''),
  );
  const downloadOf = (key: string | undefined) => {
    const row = key ? stored.get(key) : undefined;
    return row ? downloadUrl(deps, row) : null;
  };
  return {
    responses: rows.map((r) => ({
      _id: r.id,
      createdAt: r.createdAt.toISOString(),
      answers: answersOfRow(r).map(({ attachments, ...answer }) =>
        attachments
          ? {
              ...answer,
              attachments: attachments.map((f) => ({
                key: f.key ?? '',
                name: f.name,
                size: f.size ?? null,
                contentType: f.contentType ?? null,
                downloadUrl: downloadOf(f.key),
              })),
            }
          : answer,
      ),
      matchedRoute: r.matchedRuleId,
      matchedRuleLabel: r.matchedRuleId ? (labels.get(r.matchedRuleId) ?? null) : null,
      redirectType: (r.redirect?.type as RoutingRedirectResult['type'] | undefined) ?? null,
      meetingId: r.meetingId,
    })),
    pageNo,
    pageSize: ROUTING_FORM_PAGE_SIZE,
    total,
  };
}

function answersOfRow(row: repo.RoutingResponseRow): StoredAnswer[] {
  return row.answers as unknown as StoredAnswer[];
}

export async function ruleLabels(deps: Deps, formId: string): Promise<Map<string, string>> {
  const rows = await repo.listRules(deps.db, formId);
  const events = await eventsOf(deps, rows);
  return new Map(rows.map((row) => [row.id, ruleLabel(redirectOf(row), row.appId, events)]));
}

function answerText(answer: StoredAnswer | undefined): string {
  if (!answer) return '';
  if (answer.attachments) return answer.attachments.map((f) => f.name).join('; ');
  const chosen = answer.type === 'CHECKBOX' ? decodeChoices(answer.answer) : [answer.answer];
  const text = chosen.map((c) =>
    c === OTHERS_OPTION && answer.otherAnswer ? `Others: ${answer.otherAnswer}` : c,
  );
  return text.join('; ');
}

/** `GET /routing/{id}/responses/export`: every response as CSV, newest first. */
export async function exportResponses(
  deps: Deps,
  auth: AuthContext,
  formId: string,
): Promise<{ csv: string; fileName: string }> {
  const form = await formOrThrow(deps, auth.appId, formId);
  const questions = questionsOf(form);
  const { rows } = await repo.listResponses(deps.db, form.id, 0, undefined);
  const labels = await ruleLabels(deps, form.id);
  const header = ['Submitted at', 'Matched rule', ...questions.map((q) => q.content), 'Meeting id'];
  const records = rows.map((r) => {
    const answers = answersOfRow(r);
    return [
      r.createdAt.toISOString(),
      r.matchedRuleId ? (labels.get(r.matchedRuleId) ?? '') : '',
      ...questions.map((q) => answerText(answers.find((a) => a.questionId === q.questionId))),
      r.meetingId ?? '',
    ];
  });
  return { csv: toCsv([header, ...records]), fileName: `${form.slug}-responses.csv` };
}

// Booking through a response.

/** Name and email from a response's NAME and EMAIL_ID answers, for the booking page it leads to. */
export async function prefillFromResponse(
  deps: Deps,
  appId: string,
  responseId: string,
): Promise<ResponsePrefill | undefined> {
  const row = isUuid(responseId) ? await repo.findResponse(deps.db, responseId) : undefined;
  if (!row || row.appId !== appId) return undefined;
  const answers = answersOfRow(row);
  const pick = (types: string[]) =>
    answers.find((a) => types.includes(a.type) && a.answer.trim() !== '')?.answer.trim() ?? null;
  return { name: pick(['NAME']), emailId: pick(['EMAIL_ID', 'EMAILID']) };
}

export { linkResponseToMeeting } from './repo.ts';
