import {
  type ShareLinkCreateBody,
  ShareLinkCreateBodySchema,
} from '@kairos/core/share-links/share-link-schema';
import { localToUtc, offsetAt } from '@kairos/core/slots/zone-offset';
import type { DashboardTranslate } from '../i18n/dashboard-i18n';

/** What the create dialog holds while the host types; text as typed, checked on submit. */
export interface ShareLinkFormValues {
  limit: number | null;
  /** `YYYY-MM-DDTHH:mm` on the host's wall clock, or '' for never. */
  expireAt: string;
  name: string;
  emailId: string;
  disableChange: boolean;
  onSuccessURL: string;
  onCancelURL: string;
  source: string;
}

export const EMPTY_SHARE_LINK_FORM: ShareLinkFormValues = {
  limit: 0,
  expireAt: '',
  name: '',
  emailId: '',
  disableChange: false,
  onSuccessURL: '',
  onCancelURL: '',
  source: '',
};

/** The form's fields, named by their path in the request body, in the order they are shown. */
export const SHARE_LINK_FIELDS = [
  'limit',
  'expireAt',
  'preFill.name',
  'preFill.emailId',
  'preFill.disableChange',
  'redirects.onSuccessURL',
  'redirects.onCancelURL',
  'source',
] as const;
export type ShareLinkField = (typeof SHARE_LINK_FIELDS)[number];
export type ShareLinkFieldErrors = Partial<Record<ShareLinkField, string>>;

/** The fields whose error a change to each value may settle. */
export const FIELDS_OF_VALUE: Record<keyof ShareLinkFormValues, readonly ShareLinkField[]> = {
  limit: ['limit'],
  expireAt: ['expireAt'],
  name: ['preFill.name', 'preFill.disableChange'],
  emailId: ['preFill.emailId', 'preFill.disableChange'],
  disableChange: ['preFill.disableChange'],
  onSuccessURL: ['redirects.onSuccessURL'],
  onCancelURL: ['redirects.onCancelURL'],
  source: ['source'],
};

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant at which the wall clock of `zone` reads `local` (a `datetime-local` value), as
 * UTC ISO 8601; null when the text is not such a value.
 */
export function zonedInputToIso(local: string, zone: string): string | null {
  const match = LOCAL_INPUT.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, ...number[]];
  const wallMs = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute);
  return new Date(localToUtc(zone, wallMs)).toISOString();
}

/** The `datetime-local` value of an instant on the wall clock of `zone`. */
export function isoToZonedInput(iso: string, zone: string): string {
  const at = Date.parse(iso);
  return new Date(at + offsetAt(zone, at)).toISOString().slice(0, 16);
}

function text(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The request body, leaving out what the host left empty. */
export function toCreateBody(values: ShareLinkFormValues, eventId: string, zone: string): unknown {
  const name = text(values.name);
  const emailId = text(values.emailId);
  const onSuccessURL = text(values.onSuccessURL);
  const onCancelURL = text(values.onCancelURL);
  const expiry = text(values.expireAt);
  const hasPreFill = name !== undefined || emailId !== undefined || values.disableChange;
  return {
    eventId,
    limit: values.limit ?? Number.NaN,
    expireAt: expiry === undefined ? null : (zonedInputToIso(expiry, zone) ?? expiry),
    ...(hasPreFill
      ? {
          preFill: {
            ...(values.disableChange ? { disableChange: true } : {}),
            ...(name !== undefined ? { name } : {}),
            ...(emailId !== undefined ? { emailId } : {}),
          },
        }
      : {}),
    ...(onSuccessURL || onCancelURL
      ? {
          redirects: {
            ...(onSuccessURL ? { onSuccessURL } : {}),
            ...(onCancelURL ? { onCancelURL } : {}),
          },
        }
      : {}),
    ...(text(values.source) !== undefined ? { source: text(values.source) } : {}),
  };
}

/** Field errors from `{ path, message }` issues (the server's or the schema's), first per field. */
export function errorsFromIssues(
  issues: readonly { path: string | readonly PropertyKey[]; message: string }[],
): { fields: ShareLinkFieldErrors; rest: string[] } {
  const fields: ShareLinkFieldErrors = {};
  const rest: string[] = [];
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    const field = SHARE_LINK_FIELDS.find((name) => name === path);
    if (field) fields[field] ??= issue.message;
    else rest.push(issue.message);
  }
  return { fields, rest };
}

export type CheckedForm =
  | { ok: true; body: ShareLinkCreateBody }
  | { ok: false; fields: ShareLinkFieldErrors; rest: string[] };

/**
 * Checks the form with the server's own schema, and that the expiry lies ahead of `now`
 * (the server refuses a past one too). The form's own two messages are in the dashboard's
 * language; the schema's come as the server would give them.
 */
export function checkShareLinkForm(
  t: DashboardTranslate,
  values: ShareLinkFormValues,
  eventId: string,
  zone: string,
  now: Date,
): CheckedForm {
  const parsed = ShareLinkCreateBodySchema.safeParse(toCreateBody(values, eventId, zone));
  if (!parsed.success) {
    const { fields, rest } = errorsFromIssues(parsed.error.issues);
    if (values.limit === null) fields.limit = t('shareLinks.field.limitMissing');
    return { ok: false, fields, rest };
  }
  const { expireAt } = parsed.data;
  if (expireAt && Date.parse(expireAt) <= now.getTime()) {
    return { ok: false, fields: { expireAt: t('shareLinks.field.expiryPast') }, rest: [] };
  }
  return { ok: true, body: parsed.data };
}
