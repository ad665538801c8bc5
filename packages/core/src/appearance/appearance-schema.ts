/**
 * Workspace branding and the effective look of a public page (spec sections 1 and 3, "Appearance").
 * Endpoints, under `/api/v1/bookings`:
 * - `GET   /appearance`               → WorkspaceAppearance (session)
 * - `PATCH /appearance`               WorkspaceAppearancePatch → WorkspaceAppearance (appearance.edit); colours are hex
 *                                      ('#abc', 'abc' or '#aabbcc', stored as '#aabbcc'); a null buttonTextColor is derived
 *                                      from the brand colour (black above brightness 150, else white); the logo must be
 *                                      an image the workspace uploaded (module APPEARANCE), else 400 VALIDATION_ERROR
 * - `POST  /website/event/appearance` public, AppearanceLookup → EffectiveAppearance. Give `shareLink`, or `accessLink`
 *                                      (workspace or team link) with an optional `slug`, or `appId` with an optional `slug`.
 *                                      Unknown → 404. Each event may override (its `appearance`): colours when its
 *                                      overrideColors is on, layouts when its overrideLayout is on; otherwise the workspace's
 *                                      (when its own override flags are on); otherwise the defaults (flags false, values null).
 * Event-level overrides are set through the event API (`appearance` of `PATCH /event`).
 */
import { z } from 'zod';
import { normalizeHexColor } from './contrast.ts';

/** A hex colour as '#aabbcc'; '#abc', 'abc' and 'aabbcc' are accepted and normalised. */
export const BrandHexColorSchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const hex = normalizeHexColor(value);
    if (!hex) {
      ctx.addIssue({ code: 'custom', message: 'Use a hex colour such as #2563EB' });
      return z.NEVER;
    }
    return hex;
  });

export const LAYOUTS = ['DEFAULT', 'SIDEBAR', 'COMPACT'] as const;
export const EVENT_LISTING_LAYOUTS = ['LIST', 'GRID'] as const;

const logoUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\//i.test(v) || v.startsWith('/'), 'Please enter a valid URL');

export const CompanyBrandingSchema = z.object({
  /**
   * The logo's address: the `fileUrl` of an image the workspace uploaded with module APPEARANCE
   * (public pages load no image from elsewhere); null for none.
   */
  logo: logoUrl.nullable().default(null),
});

export const WorkspaceAppearanceSchema = z.object({
  /** Use this layout on the public pages instead of the default. */
  overrideLayout: z.boolean(),
  /** Use these colours on the public pages instead of the default. */
  overrideColors: z.boolean(),
  bgColor: z.string().nullable(),
  buttonTextColor: z.string().nullable(),
  textColor: z.string().nullable(),
  brandColor: z.string().nullable(),
  layout: z.string().nullable(),
  companyBranding: z.object({ logo: z.string().nullable() }),
  bookingName: z.string().nullable(),
  eventListingLayout: z.string().nullable(),
  /** The 'powered by' footer on the public pages. */
  poweredBy: z.boolean(),
});
export type WorkspaceAppearance = z.infer<typeof WorkspaceAppearanceSchema>;

export const DEFAULT_WORKSPACE_APPEARANCE: WorkspaceAppearance = {
  overrideLayout: false,
  overrideColors: false,
  bgColor: null,
  buttonTextColor: null,
  textColor: null,
  brandColor: null,
  layout: null,
  companyBranding: { logo: null },
  bookingName: null,
  eventListingLayout: null,
  poweredBy: true,
};

export const WorkspaceAppearancePatchSchema = z.object({
  overrideLayout: z.boolean().optional(),
  overrideColors: z.boolean().optional(),
  bgColor: BrandHexColorSchema.nullable().optional(),
  buttonTextColor: BrandHexColorSchema.nullable().optional(),
  textColor: BrandHexColorSchema.nullable().optional(),
  brandColor: BrandHexColorSchema.nullable().optional(),
  layout: z.enum(LAYOUTS).nullable().optional(),
  companyBranding: CompanyBrandingSchema.optional(),
  bookingName: z.string().trim().max(200).nullable().optional(),
  eventListingLayout: z.enum(EVENT_LISTING_LAYOUTS).nullable().optional(),
  poweredBy: z.boolean().optional(),
});
export type WorkspaceAppearancePatch = z.infer<typeof WorkspaceAppearancePatchSchema>;

export const AppearanceLookupSchema = z.object({
  slug: z.string().trim().max(200).optional(),
  accessLink: z.string().trim().max(200).optional(),
  shareLink: z.string().trim().max(200).optional(),
  appId: z.string().uuid().optional(),
});
export type AppearanceLookup = z.infer<typeof AppearanceLookupSchema>;

/**
 * What a public page paints with; the same fields as an event's appearance (so the page's theme
 * resolver takes it as is), plus the logo and the footer switch. overrideColors / overrideLayout
 * are true when some level set them.
 */
export const EffectiveAppearanceSchema = z.object({
  overrideLayout: z.boolean(),
  overrideColors: z.boolean(),
  bgColor: z.string().nullable(),
  buttonTextColor: z.string().nullable(),
  textColor: z.string().nullable(),
  brandColor: z.string().nullable(),
  layout: z.string().nullable(),
  /** A logo is shown. */
  companyBranding: z.boolean(),
  logo: z.string().nullable(),
  bookingName: z.string().nullable(),
  eventListingLayout: z.string().nullable(),
  poweredBy: z.boolean(),
});
export type EffectiveAppearance = z.infer<typeof EffectiveAppearanceSchema>;
