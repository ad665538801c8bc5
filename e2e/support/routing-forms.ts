import { type APIRequestContext, expect } from '@playwright/test';
import { newAccount } from './accounts';

/** A host signed up through the API, with helpers for its own calls (XSRF header included). */
export interface ApiHost {
  api: APIRequestContext;
  accessLink: string;
  call<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<T>;
}

export async function xsrfOf(api: APIRequestContext): Promise<string> {
  const state = await api.storageState();
  return state.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
}

export function hostFor(api: APIRequestContext, accessLink: string): ApiHost {
  return {
    api,
    accessLink,
    async call<T>(method: 'GET' | 'POST' | 'DELETE', path: string, data?: unknown): Promise<T> {
      const response = await api.fetch(`/api/v1/bookings${path}`, {
        method,
        ...(data === undefined ? {} : { data }),
        headers: { 'X-XSRF-TOKEN': await xsrfOf(api) },
      });
      expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
      const type = response.headers()['content-type'] ?? '';
      return (type.includes('json') ? await response.json() : await response.text()) as T;
    },
  };
}

export async function signUpHost(api: APIRequestContext): Promise<ApiHost> {
  const signup = await api.post('/api/v1/user/signup', {
    data: newAccount(),
    headers: { 'X-Timezone': 'UTC' },
  });
  expect(signup.status()).toBe(201);
  return hostFor(api, (await signup.json()).workspace.accessLink);
}

const HOURS = [{ start: 0, end: 24 * 60 }];
/** Open all day, every day, in UTC: any visitor finds a slot soon. */
export const ALWAYS_OPEN = {
  timezone: 'UTC',
  weeklySchedule: Object.fromEntries(
    ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'].map((day) => [day, HOURS]),
  ),
  specificDates: [],
};

export async function createEvent(
  host: ApiHost,
  name: string,
  slug: string,
  extraQuestions: unknown[] = [],
  /** Other fields of the event, e.g. its `modes`. */
  fields: Record<string, unknown> = {},
): Promise<{ _id: string }> {
  return host.call<{ _id: string }>('POST', '/event/add', {
    name,
    slug,
    duration: 30,
    customAvailableHour: ALWAYS_OPEN,
    ...fields,
    questions: [
      { questionId: 'name', content: 'Name', type: 'NAME', required: true, name: 'fullName' },
      { questionId: 'emailId', content: 'Email', type: 'EMAIL_ID', required: true, name: 'emailId' },
      ...extraQuestions,
    ],
  });
}

export interface RuleSpec {
  condition: unknown;
  redirect: Record<string, unknown>;
}

export interface CreatedForm {
  _id: string;
  slug: string;
  rules: Array<{ _id: string; isDefault: boolean; label: string }>;
}

/** A form with questions, rules in order and the default rule's target. */
export async function createForm(
  host: ApiHost,
  body: Record<string, unknown>,
  rules: RuleSpec[] = [],
  fallback?: Record<string, unknown>,
): Promise<CreatedForm> {
  const form = await host.call<{ _id: string; slug: string }>('POST', '/routing/form/new', body);
  for (const rule of rules) await host.call('POST', `/routing/${form._id}/conditions/add`, rule);
  let list = await host.call<{ conditions: CreatedForm['rules'] }>(
    'GET',
    `/routing/${form._id}/conditions/list`,
  );
  const fallbackRule = list.conditions.find((rule) => rule.isDefault);
  if (fallback && fallbackRule) {
    await host.call('POST', `/routing/${form._id}/conditions/edit`, {
      _id: fallbackRule._id,
      redirect: fallback,
    });
    list = await host.call('GET', `/routing/${form._id}/conditions/list`);
  }
  return { ...form, rules: list.conditions };
}

/** A clause `questionId operator value` inside an ALL group. */
export function when(questionId: string, operator: string, value?: string | string[]) {
  return {
    kind: 'group',
    join: 'ALL',
    children: [{ kind: 'clause', questionId, operator, ...(value === undefined ? {} : { value }) }],
  };
}
