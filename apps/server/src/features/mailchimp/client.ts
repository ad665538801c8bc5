import { createHash } from 'node:crypto';
import type { ErrorResponse, lists, Status } from '@mailchimp/mailchimp_marketing';
import type { RemoteResult } from '../../http/remote-result.ts';

/**
 * The Mailchimp Marketing API v3 calls the mailing-list app makes. The base URL holds `{dc}`, the
 * data centre at the end of the API key (`…-us21` → `https://us21.api.mailchimp.com/3.0`);
 * authentication is HTTP Basic with any user name and the key as password.
 */
export interface MailchimpAccount {
  baseUrl: string;
  apiKey: string;
}

export type MailchimpResult<T> = RemoteResult<T>;

const TIMEOUT_MS = 10_000;

/** The member id Mailchimp uses in paths: the MD5 of the lower-cased address. */
export function subscriberHash(email: string): string {
  return createHash('md5').update(email.trim().toLowerCase()).digest('hex');
}

function urlOf(account: MailchimpAccount, path: string): string {
  const dc = account.apiKey.split('-').at(-1) ?? '';
  return `${account.baseUrl.replace('{dc}', dc).replace(/\/$/, '')}${path}`;
}

async function call<T>(
  account: MailchimpAccount,
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  body?: unknown,
): Promise<MailchimpResult<T>> {
  let response: Response;
  try {
    response = await fetch(urlOf(account, path), {
      method,
      headers: {
        authorization: `Basic ${Buffer.from(`kairos:${account.apiKey}`).toString('base64')}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
  } catch (error) {
    return {
      ok: false,
      status: 0,
      detail: `Mailchimp could not be reached: ${(error as Error).message}`,
      retryable: true,
    };
  }
  const text = await response.text();
  if (response.ok) return { ok: true, value: (text ? JSON.parse(text) : {}) as T };
  // Errors are RFC 7807 problem documents: { type, title, status, detail, instance }.
  let detail = `Mailchimp answered ${response.status}`;
  try {
    const problem = JSON.parse(text) as Partial<ErrorResponse>;
    detail = [problem.title, problem.detail].filter(Boolean).join(': ') || detail;
  } catch {}
  return {
    ok: false,
    status: response.status,
    detail,
    retryable: response.status === 429 || response.status >= 500,
    retryAfter: response.headers.get('retry-after') ?? undefined,
  };
}

// Request and answer shapes are checked by tsc against the published types of Mailchimp's
// Marketing API (`@types/mailchimp__mailchimp_marketing`, a development dependency, types only).

/** A member as Mailchimp answers it: the fields read here. Archived members are answered too. */
export type Member = Pick<lists.MembersSuccessResponse, 'id' | 'email_address'> & {
  status: Status | 'archived';
};

/**
 * Adds or updates an audience member (`PUT /lists/{list_id}/members/{subscriber_hash}`).
 * Only `status_if_new` is sent, never `status`: someone who unsubscribed stays unsubscribed.
 */
export function upsertMember(
  account: MailchimpAccount,
  p: {
    audienceId: string;
    email: string;
    statusIfNew: 'subscribed' | 'pending';
    firstName: string;
    lastName: string;
  },
): Promise<MailchimpResult<Member>> {
  return call<Member>(
    account,
    'PUT',
    `/lists/${encodeURIComponent(p.audienceId)}/members/${subscriberHash(p.email)}`,
    {
      email_address: p.email,
      status_if_new: p.statusIfNew,
      merge_fields: { FNAME: p.firstName, LNAME: p.lastName },
    } satisfies lists.SetListMemberBody,
  );
}

/** Adds tags to a member (`POST /lists/{list_id}/members/{subscriber_hash}/tags`, answered 204). */
export function addTags(
  account: MailchimpAccount,
  p: { audienceId: string; email: string; tags: string[] },
): Promise<MailchimpResult<unknown>> {
  return call(
    account,
    'POST',
    `/lists/${encodeURIComponent(p.audienceId)}/members/${subscriberHash(p.email)}/tags`,
    {
      tags: p.tags.map((name) => ({ name, status: 'active' })),
    } satisfies lists.MemberTagsBody,
  );
}

/** An audience's id and name (`GET /lists/{list_id}`): 401 for a key Mailchimp refuses, 404 for no such audience. */
export function getAudience(
  account: MailchimpAccount,
  audienceId: string,
): Promise<MailchimpResult<Pick<lists.List, 'id' | 'name'>>> {
  return call(account, 'GET', `/lists/${encodeURIComponent(audienceId)}?fields=id,name`);
}
