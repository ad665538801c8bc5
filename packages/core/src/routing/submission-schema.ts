import { z } from 'zod';
import { AnswerSchema, AttachmentSchema } from '../bookings/book-schema.ts';
import { TimezoneSchema } from '../events/availability.ts';
import { ROUTING_FORM_STATUSES, RoutingFormThemeSchema, RoutingQuestionSchema } from './form-schema.ts';
import { REDIRECT_TYPES } from './rule-schema.ts';

/**
 * Wire shapes of the public routing form (spec sections 2, 3 and 7).
 *
 * - `GET  /website/routing-form/{slug}?accessLink=` → {@link PublicRoutingForm} (ACTIVE forms
 *   only; anything else is 404 NOT_FOUND). The slug is unique within a workspace, so the
 *   workspace's access link is required.
 * - `POST /website/routing-form` with {@link RoutingSubmitBody} → {@link RoutingSubmitResult};
 *   invalid answers are 400 VALIDATION_ERROR with issues `answers.<questionId>` (and
 *   `answers.<questionId>.otherAnswer`), the same messages as the page shows.
 */

/** One rule as the ROUTING LOGIC panel shows it: no conditions, just where it leads. */
export const PublicRoutingRuleSchema = z.object({
  _id: z.string(),
  isDefault: z.boolean(),
  type: z.enum(REDIRECT_TYPES),
  /** Custom-message title, external URL, target event name, or 'This event is no longer available'. */
  label: z.string(),
});
export type PublicRoutingRule = z.infer<typeof PublicRoutingRuleSchema>;

/** A form as visitors see it (also `formInfo` of a FORM share link). */
export const PublicRoutingFormSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    title: z.string(),
    description: z.string(),
    enableTitleAndDescription: z.boolean(),
    status: z.enum(ROUTING_FORM_STATUSES),
    submitButtonText: z.string(),
    slug: z.string(),
    questions: z.array(RoutingQuestionSchema),
    theme: RoutingFormThemeSchema,
    hideRoutingLogic: z.boolean(),
    /**
     * The ROUTING LOGIC panel's rules. Always empty from the public API: visitors do not see the
     * rules; the builder fills it from the host's own rules for the host's preview.
     */
    rules: z.array(PublicRoutingRuleSchema),
    /** The workspace's access link and id, to send back with uploads and the submission. */
    accessLink: z.string(),
    appId: z.string(),
  })
  .meta({ id: 'PublicRoutingForm' });
export type PublicRoutingForm = z.infer<typeof PublicRoutingFormSchema>;

export const PublicRoutingFormParamsSchema = z.object({ slug: z.string().min(1).max(200) });
/** A form slug is unique within its workspace only, so the public call names the workspace too. */
const ACCESS_LINK_NEEDED =
  'Give the workspace’s access link as ?accessLink=…: a form’s slug is unique within its workspace only';
export const PublicRoutingFormQuerySchema = z.object({
  accessLink: z.string({ error: ACCESS_LINK_NEEDED }).min(1, ACCESS_LINK_NEEDED).max(200),
});

/**
 * One answer: `answer` is text (CHECKBOX: the chosen options as a JSON array, see
 * questions/choices.ts; DATE: in the question's dateFormat); `attachments` for ATTACHMENT
 * questions, each naming the `key` an upload returned; `otherAnswer` is the 'Others' text.
 */
export const RoutingAnswerSchema = AnswerSchema;
export type RoutingAnswer = z.infer<typeof RoutingAnswerSchema>;

/** `POST /website/routing-form`. */
export const RoutingSubmitBodySchema = z.object({
  questionAnswers: z.array(RoutingAnswerSchema).max(100).default([]),
  appId: z.string().min(1).max(64),
  slug: z.string().min(1).max(200),
  /** The visitor's IANA zone: "today" for date rules. Defaults to UTC. */
  timezone: TimezoneSchema.optional(),
  /** When the form was opened from a FORM share link (`/d/{shareLink}`). */
  shareLink: z.string().min(1).max(64).optional(),
});
export type RoutingSubmitBody = z.infer<typeof RoutingSubmitBodySchema>;

/**
 * Where to go after a submission. CUSTOM_MESSAGE: title and HTML body (defaults filled in);
 * EXTERNAL_URL: externalUrl; EVENT_TYPE: the booking page `/{accessLink}/{eventSlug}` (add
 * `?responseId=<_id>`). Fields that do not apply are null.
 */
export const RoutingRedirectResultSchema = z.object({
  type: z.enum(REDIRECT_TYPES),
  title: z.string().nullable(),
  body: z.string().nullable(),
  externalUrl: z.string().nullable(),
  accessLink: z.string().nullable(),
  eventSlug: z.string().nullable(),
});
export type RoutingRedirectResult = z.infer<typeof RoutingRedirectResultSchema>;

/** An answer as stored: attachments carry the stored file's key, name, size and type. */
export const StoredAnswerSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  type: z.string(),
  answer: z.string(),
  otherAnswer: z.string().optional(),
  attachments: z.array(AttachmentSchema).optional(),
});
export type StoredAnswer = z.infer<typeof StoredAnswerSchema>;

export const RoutingSubmitResultSchema = z.object({
  redirect: RoutingRedirectResultSchema,
  questionsAndAnswers: z.array(StoredAnswerSchema),
  /** The response id; pass it as `responseId` to the booking page and `POST /meet/book`. */
  _id: z.string(),
  /** The matched rule's `_id`. */
  matchedRoute: z.string(),
});
export type RoutingSubmitResult = z.infer<typeof RoutingSubmitResultSchema>;

/** `GET /routing/{id}/response?pageNo`: newest first, 50 a page. */
export const RoutingResponseListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** An attachment in the host's response list, with a short-lived download address. */
export const ResponseAttachmentSchema = z.object({
  key: z.string(),
  name: z.string(),
  size: z.number().int().nullable(),
  contentType: z.string().nullable(),
  /** Signed download address (valid about an hour); null when the file is gone. */
  downloadUrl: z.string().nullable(),
});

export const RoutingResponseSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  answers: z.array(
    StoredAnswerSchema.omit({ attachments: true }).extend({
      attachments: z.array(ResponseAttachmentSchema).optional(),
    }),
  ),
  matchedRoute: z.string().nullable(),
  /** The matched rule's label as it reads now (see RoutingRule.label); null when the rule is gone. */
  matchedRuleLabel: z.string().nullable(),
  redirectType: z.enum(REDIRECT_TYPES).nullable(),
  /** The meeting booked through the EVENT_TYPE redirect, if any. */
  meetingId: z.string().nullable(),
});
export type RoutingResponse = z.infer<typeof RoutingResponseSchema>;

export const RoutingResponseListSchema = z.object({
  responses: z.array(RoutingResponseSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type RoutingResponseList = z.infer<typeof RoutingResponseListSchema>;

/** Pre-filled details for the booking page opened with `?responseId=` (NAME and EMAIL_ID answers). */
export const ResponsePrefillSchema = z.object({
  name: z.string().nullable(),
  emailId: z.string().nullable(),
});
export type ResponsePrefill = z.infer<typeof ResponsePrefillSchema>;

/**
 * `GET /routing/{id}/responses/export`: `text/csv; charset=utf-8` with
 * `Content-Disposition: attachment; filename="<slug>-responses.csv"`. Columns: Submitted at
 * (ISO), Matched rule, one column per question in form order, then Meeting id. Fields follow
 * RFC 4180 and a cell starting with = + - @ tab or CR gets a leading `'`.
 */
export const ROUTING_EXPORT_CONTENT_TYPE = 'text/csv; charset=utf-8';
