/**
 * The workspace ("company") settings, the list of workspaces and switching (spec sections 3 and 7).
 * Endpoints, under `/api/v1/bookings`:
 * - `GET   /company`                  → CompanySettings (session)
 * - `PATCH /company`                  CompanyPatch → CompanySettings (settings.edit). A taken access link (by a workspace,
 *                                      a team or another workspace's former link) → 409 ACCESS_LINK_TAKEN. The old link is kept
 *                                      as an alias: `GET /website/events/{old}` and `GET /website/event/{old}/{slug}` answer
 *                                      308 with `Location` at the same API path under the new link (fetch follows it), so a
 *                                      page whose answer's `workspace.accessLink` differs from its URL replaces its URL.
 * - `GET   /company/list?productId=BOOKINGS` → CompanyList (session): every workspace of the agent
 * - `POST  /company/switch`           CompanySwitchBody → SessionResponse (session): a new session for that workspace
 *                                      (this one ends); not a member → 404 NOT_FOUND
 */
import { z } from 'zod';
import { RESERVED_ACCESS_LINKS } from './access-link.ts';
import { PlanInfoSchema } from './plan-schema.ts';

export const AccessLinkSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Use at least 3 characters')
  .max(40, 'Use at most 40 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens')
  .refine((v) => !RESERVED_ACCESS_LINKS.has(v), 'This link is reserved; please choose another');

export const CompanySettingsSchema = z.object({
  _id: z.string(),
  name: z.string(),
  accessLink: z.string(),
  timezone: z.string(),
  /** Former access links that still redirect here. */
  accessLinkAliases: z.array(z.string()),
  plan: PlanInfoSchema,
});
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;

export const CompanyPatchSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your company name').max(120).optional(),
  accessLink: AccessLinkSchema.optional(),
  timezone: z.string().trim().min(1).max(64).optional(),
});
export type CompanyPatch = z.infer<typeof CompanyPatchSchema>;

export const CompanySwitchBodySchema = z.object({ appId: z.string().uuid() });
export type CompanySwitchBody = z.infer<typeof CompanySwitchBodySchema>;
