import { z } from 'zod';
import { EmailSchema } from '../accounts/schemas.ts';
import { BookBodySchema } from '../bookings/book-schema.ts';
import { PublicEventSchema } from '../events/public-event-schema.ts';
import { PublicRoutingFormSchema } from '../routing/submission-schema.ts';
import { SHARE_LINK_STATUSES } from './share-link-status.ts';

export const SHARE_LINK_TYPES = ['EVENT', 'FORM'] as const;
export const TRACKER_APPS = ['META_PIXEL', 'GOOGLE_ANALYTICS'] as const;
/** The most uses a link can be given; 0 means unlimited (the spec's default). */
export const SHARE_LINK_MAX_LIMIT = 100_000;

const HttpUrlSchema = z
  .url({ protocol: /^https?$/, message: 'Use a full http:// or https:// address' })
  .max(2000, 'Use at most 2000 characters');

export const SharePreFillSchema = z
  .object({
    disableChange: z.boolean().optional(),
    name: z.string().trim().min(1, 'Enter a name or leave it out').max(200).optional(),
    emailId: EmailSchema.optional(),
  })
  .refine((p) => !p.disableChange || p.name !== undefined || p.emailId !== undefined, {
    message: 'Give a name or an email to lock',
    path: ['disableChange'],
  });
export type SharePreFill = z.infer<typeof SharePreFillSchema>;

/** The pre-filled details as stored and sent back (already checked when the link was made). */
export const SharePreFillViewSchema = z.object({
  disableChange: z.boolean().optional(),
  name: z.string().optional(),
  emailId: z.string().optional(),
});

export const ShareRedirectsSchema = z.object({
  onSuccessURL: HttpUrlSchema.optional(),
  onCancelURL: HttpUrlSchema.optional(),
});
export type ShareRedirects = z.infer<typeof ShareRedirectsSchema>;

export const ShareRedirectsViewSchema = z.object({
  onSuccessURL: z.string().optional(),
  onCancelURL: z.string().optional(),
});

const shareLinkOptions = {
  limit: z
    .number({ error: 'Use a whole number, 0 for unlimited' })
    .int('Use a whole number, 0 for unlimited')
    .min(0, 'Use 0 for unlimited or a positive number')
    .max(SHARE_LINK_MAX_LIMIT, `Use at most ${SHARE_LINK_MAX_LIMIT}`)
    .default(0),
  expireAt: z.iso
    .datetime({ offset: true, message: 'Use an ISO 8601 date and time, e.g. 2027-03-01T09:00:00Z' })
    .nullable()
    .optional(),
  preFill: SharePreFillSchema.optional(),
  redirects: ShareRedirectsSchema.optional(),
  source: z.string().trim().max(200, 'Use at most 200 characters').optional(),
};

/** `POST /share-link`: a link to one event, optionally limited, expiring and pre-filled. */
export const ShareLinkCreateBodySchema = z.object({
  eventId: z.string().min(1, 'Required').max(64),
  ...shareLinkOptions,
});
export type ShareLinkCreateBody = z.infer<typeof ShareLinkCreateBodySchema>;

/** `POST /share-link` with `formId` instead of `eventId`: a FORM link, whose `/d/{link}` page shows the routing form. */
export const FormShareLinkCreateBodySchema = z.object({
  formId: z.string().min(1, 'Required').max(64),
  ...shareLinkOptions,
});
export type FormShareLinkCreateBody = z.infer<typeof FormShareLinkCreateBodySchema>;

/** What `POST /share-link` takes: an event link or a form link. */
export const AnyShareLinkCreateBodySchema = z.union([
  ShareLinkCreateBodySchema,
  FormShareLinkCreateBodySchema,
]);
export type AnyShareLinkCreateBody = z.infer<typeof AnyShareLinkCreateBodySchema>;

export const ShareLinkCreatedSchema = z.object({ _id: z.string(), link: z.string(), url: z.string() });
export type ShareLinkCreated = z.infer<typeof ShareLinkCreatedSchema>;

export const ShareLinkListQuerySchema = z.object({ eventId: z.string().min(1).max(64).optional() });
export type ShareLinkListQuery = z.infer<typeof ShareLinkListQuerySchema>;

/** One link as its hosts see it, with where it stands now. */
export const ShareLinkSchema = z.object({
  _id: z.string(),
  link: z.string(),
  url: z.string(),
  type: z.enum(SHARE_LINK_TYPES),
  eventId: z.string().nullable(),
  limit: z.number().int(),
  used: z.number().int(),
  expireAt: z.string().nullable(),
  preFill: SharePreFillViewSchema,
  redirects: ShareRedirectsViewSchema,
  source: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(SHARE_LINK_STATUSES),
});
export type ShareLink = z.infer<typeof ShareLinkSchema>;

/** `GET /share-link`: newest first. */
export const ShareLinkListSchema = z.object({ shareLinks: z.array(ShareLinkSchema) });
export type ShareLinkList = z.infer<typeof ShareLinkListSchema>;

export const TrackerAppSchema = z.object({ appName: z.enum(TRACKER_APPS), id: z.string() });

/** What the visitor's page learns of the link itself. */
export const PublicShareLinkSchema = z.object({
  source: z.string().nullable(),
  preFill: SharePreFillViewSchema,
  redirects: ShareRedirectsViewSchema,
  limit: z.number().int(),
  used: z.number().int(),
  expireAt: z.string().nullable(),
});
export type PublicShareLink = z.infer<typeof PublicShareLinkSchema>;

/** `GET /website/link/{link}`: the event behind a live link, for the `/d/{shareLink}` pages. */
export const ResolvedShareLinkSchema = z.object({
  type: z.literal('EVENT'),
  event: PublicEventSchema,
  /** The workspace's public access link (for links back to its listing). */
  accessLink: z.string(),
  trackerApps: z.array(TrackerAppSchema),
  shareLink: PublicShareLinkSchema,
});
export type ResolvedShareLink = z.infer<typeof ResolvedShareLinkSchema>;

/** `GET /website/link/{link}` for a FORM link: the public routing form (with its appId) in `formInfo`. */
export const ResolvedFormShareLinkSchema = z.object({
  type: z.literal('FORM'),
  event: z.null(),
  formInfo: PublicRoutingFormSchema,
  accessLink: z.string(),
  trackerApps: z.array(TrackerAppSchema),
  shareLink: PublicShareLinkSchema,
});
export type ResolvedFormShareLink = z.infer<typeof ResolvedFormShareLinkSchema>;

export const ResolvedAnyShareLinkSchema = z.discriminatedUnion('type', [
  ResolvedShareLinkSchema,
  ResolvedFormShareLinkSchema,
]);
export type ResolvedAnyShareLink = z.infer<typeof ResolvedAnyShareLinkSchema>;

export const ShareLinkParamsSchema = z.object({ link: z.string().min(1).max(64) });

/**
 * `POST /meet/book/share-link`: the `/meet/book` body plus the link. The event comes from the
 * link, so `eventId` may be left out; when given it must be the link's.
 */
export const ShareLinkBookBodySchema = BookBodySchema.extend({
  eventId: z.string().min(1).max(64).optional(),
  shareLink: z.string().min(1, 'Required').max(64),
});
export type ShareLinkBookBody = z.infer<typeof ShareLinkBookBodySchema>;
