import { z } from 'zod';

export const CONFIRMATION_FIELDS = [
  'EVENT_NAME',
  'ATTENDEE_NAME',
  'DURATION',
  'HOSTS',
  'MODE_OF_MEETING',
  'DATE_TIME',
  'TIMEZONE',
  'PAYMENT_DETAILS',
] as const;
export const CONFIRMATION_LINK_TYPES = ['BOOK_MEET', 'CUSTOM'] as const;

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};
const webUrl = z.string().trim().max(2000).refine(isWebUrl, { message: 'Please enter a valid URL' });
const optionalWebUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || isWebUrl(v), { message: 'Please enter a valid URL' });

export const ConfirmationLinkSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  url: webUrl,
  enable: z.boolean().default(true),
  type: z.enum(CONFIRMATION_LINK_TYPES).default('CUSTOM'),
});

/** The page after a booking (spec section 3, "Confirmation page"); an empty redirectURL stays on it. */
export const ConfirmationPageSchema = z.object({
  redirectURL: optionalWebUrl.default(''),
  passEventDetailsToURL: z.boolean().default(false),
  links: z.array(ConfirmationLinkSchema).max(10).default([]),
  customizeThankYouPage: z.boolean().default(false),
  eventFieldsToShow: z
    .array(z.object({ name: z.enum(CONFIRMATION_FIELDS), enable: z.boolean() }))
    .max(CONFIRMATION_FIELDS.length)
    .default(CONFIRMATION_FIELDS.map((name) => ({ name, enable: true }))),
});
export type ConfirmationPage = z.infer<typeof ConfirmationPageSchema>;

export const HexColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a hex colour such as #2563EB');

/** Per-event look of the booking page (spec section 3, "Appearance"); every flag off by default. */
export const AppearanceSchema = z.object({
  overrideLayout: z.boolean().default(false),
  overrideColors: z.boolean().default(false),
  bgColor: HexColorSchema.nullable().default(null),
  buttonTextColor: HexColorSchema.nullable().default(null),
  textColor: HexColorSchema.nullable().default(null),
  brandColor: HexColorSchema.nullable().default(null),
  layout: z.string().trim().max(40).nullable().default(null),
  companyBranding: z.boolean().default(false),
  bookingName: z.string().trim().max(200).nullable().default(null),
  eventListingLayout: z.string().trim().max(40).nullable().default(null),
});
export type Appearance = z.infer<typeof AppearanceSchema>;
