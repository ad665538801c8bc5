import { z } from 'zod';
import { EmailSchema } from '../accounts/schemas.ts';
import { PHONE_INPUT_MAX_LENGTH } from '../constants.ts';
import { TimezoneSchema } from '../events/availability.ts';
import { PHONE_ERROR_MESSAGES, parsePhone } from '../questions/phone-number.ts';
import { CONTACT_STATUSES } from './contact-schema.ts';

/** Contacts per page of `GET /contact/list`. */
export const CONTACT_PAGE_SIZE = 50;
export const CONTACT_TAG_MAX_LENGTH = 50;
export const CONTACT_TAGS_MAX = 30;

/** A comma-separated query value as a list of its non-empty, trimmed parts. */
const commaList = (max: number) =>
  z
    .string()
    .max(20_000)
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== ''),
    )
    .pipe(z.array(z.string().max(200)).max(max, `At most ${max} values`));

/**
 * `GET /contact/list`:
 * - `q`: part of the name or email (case-insensitive);
 * - `ids`: comma-separated contact ids;
 * - `page`: 1-based;
 * - `attendee`: an email address; only that contact;
 * - `tags`: comma-separated; contacts having any of them.
 */
export const ContactListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  ids: commaList(500).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  attendee: z.string().trim().max(254).optional(),
  tags: commaList(CONTACT_TAGS_MAX).optional(),
});
export type ContactListQuery = z.infer<typeof ContactListQuerySchema>;

export const ContactListItemSchema = z.object({
  _id: z.string(),
  emailId: z.string(),
  name: z.string(),
  timezone: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  /** How many meetings the contact was booked into (cancelled ones included). */
  meetings: z.number().int(),
  status: z.enum(CONTACT_STATUSES),
  blockedMessage: z.string().nullable(),
  tags: z.array(z.string()),
  createdAt: z.string(),
});
export type ContactListItem = z.infer<typeof ContactListItemSchema>;

export const ContactListResponseSchema = z.object({
  contacts: z.array(ContactListItemSchema),
  pageSize: z.number().int(),
  /** True on the last page. */
  last: z.boolean(),
});
export type ContactListResponse = z.infer<typeof ContactListResponseSchema>;

/**
 * A phone number as hosts type it: any format libphonenumber-js reads in international form
 * ('+…'), an extension allowed, at most 250 characters. Stored as E.164 plus ' ext. N'.
 * Empty text or null clears it.
 */
export const ContactPhoneSchema = z
  .string()
  .trim()
  .max(PHONE_INPUT_MAX_LENGTH, `Use at most ${PHONE_INPUT_MAX_LENGTH} characters`)
  .transform((text, ctx) => {
    if (text === '') return null;
    const parsed = parsePhone(text, null);
    if (!parsed.ok) {
      ctx.addIssue({
        code: 'custom',
        message: PHONE_ERROR_MESSAGES[parsed.error],
        params: { reason: parsed.error },
      });
      return z.NEVER;
    }
    return parsed.ext ? `${parsed.e164} ext. ${parsed.ext}` : parsed.e164;
  })
  .nullable();

export const ContactTagsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A tag cannot be empty')
      .max(CONTACT_TAG_MAX_LENGTH, `Use at most ${CONTACT_TAG_MAX_LENGTH} characters per tag`),
  )
  .max(CONTACT_TAGS_MAX, `Use at most ${CONTACT_TAGS_MAX} tags`)
  .transform((tags) => [...new Set(tags)]);

const contactFields = {
  emailId: EmailSchema,
  name: z.string().trim().min(1, 'Required').max(200, 'Use at most 200 characters'),
  timezone: TimezoneSchema.nullable().optional(),
  phoneNumber: ContactPhoneSchema.optional(),
  tags: ContactTagsSchema.optional(),
};

/** `POST /contact`: adds a contact by hand. An address already in the contacts is 409 CONFLICT. */
export const ContactCreateBodySchema = z.object(contactFields);
export type ContactCreateBody = z.infer<typeof ContactCreateBodySchema>;

/** `PATCH /contact`: changes the fields given of the contact `_id`. */
export const ContactUpdateBodySchema = z.object({
  _id: z.string().min(1, 'Required').max(64),
  emailId: contactFields.emailId.optional(),
  name: contactFields.name.optional(),
  timezone: contactFields.timezone,
  phoneNumber: contactFields.phoneNumber,
  tags: contactFields.tags,
});
export type ContactUpdateBody = z.infer<typeof ContactUpdateBodySchema>;

export const ContactResponseSchema = z.object({ contact: ContactListItemSchema });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

/**
 * `POST /contact/delete`: removes contacts. `confirmDelete` must be true. With `deleteToo`, their
 * attendee records go too, and a meeting left without attendees is deleted with them.
 */
export const ContactDeleteBodySchema = z.object({
  ids: z.array(z.string().max(64)).min(1, 'Choose at least one contact').max(500, 'At most 500 at once'),
  confirmDelete: z.literal(true, { error: 'Confirm the deletion: set confirmDelete to true' }),
  deleteToo: z.boolean().default(false),
});
export type ContactDeleteBody = z.infer<typeof ContactDeleteBodySchema>;

export const ContactDeleteResponseSchema = z.object({
  deleted: z.number().int(),
  attendeesDeleted: z.number().int(),
  meetingsDeleted: z.number().int(),
});
export type ContactDeleteResponse = z.infer<typeof ContactDeleteResponseSchema>;

/** `GET /contact/tag/list`: every tag used in the workspace's contacts, sorted. */
export const ContactTagListResponseSchema = z.object({ tags: z.array(z.string()) });
export type ContactTagListResponse = z.infer<typeof ContactTagListResponseSchema>;

/** `GET /attendee/agent/utms`: by contact id or by address (one of them). */
export const AttendeeUtmsQuerySchema = z
  .object({
    contactId: z.string().max(64).optional(),
    emailId: EmailSchema.optional(),
  })
  .refine((q) => q.contactId !== undefined || q.emailId !== undefined, {
    message: 'Give contactId or emailId',
    path: ['contactId'],
  });
export type AttendeeUtmsQuery = z.infer<typeof AttendeeUtmsQuerySchema>;

/**
 * One booking's UTM parameters: the meeting, when it was booked, and the utm_* values it carried.
 * Not the attendee's id: it is the key of their reschedule and cancel links, and this list spans
 * meetings the caller may not see (docs/decisions/0029-dev-outbox-and-secrets.md).
 */
export const AttendeeUtmSchema = z.object({
  meetingId: z.string(),
  /** When the booking was made. */
  at: z.string(),
  /** The meeting's start. */
  meetingTime: z.string(),
  utm_source: z.string().optional(),
  utm_medium: z.string().optional(),
  utm_campaign: z.string().optional(),
  utm_term: z.string().optional(),
  utm_content: z.string().optional(),
});
export type AttendeeUtm = z.infer<typeof AttendeeUtmSchema>;

export const AttendeeUtmsResponseSchema = z.object({ utms: z.array(AttendeeUtmSchema) });
export type AttendeeUtmsResponse = z.infer<typeof AttendeeUtmsResponseSchema>;
