/**
 * The agent's own profile, security and plan (spec sections 3 and 7). Endpoints, under `/api/v1/bookings`:
 * - `GET   /agent/info`                 → AgentInfo (session), now with `plan: PlanInfo`
 * - `PATCH /agent/profile`              ProfilePatch → Agent (session). A bad mobile number → 400 VALIDATION_ERROR with
 *                                        the issue at `mobileNo` and the message of PROFILE_PHONE_MESSAGES
 * - `POST  /agent/password`             ChangePasswordBody → 204 (session); wrong current password → 400
 *                                        CURRENT_PASSWORD_INVALID; every other session of the agent ends, this one stays
 * - `POST  /agent/logout-everywhere`    → 204 (session): every session of the agent ends, this one too (cookie cleared)
 * - `POST  /agent/onboarding/done`     → Agent (session): the set-up steps after signing up were finished or
 *                                        skipped; they are not offered again (`onboardedAt` set once)
 * - `POST  /agent/{id}/set-restoreId`   RestoreIdBody → 204 (session); only for oneself (another id → 403 FORBIDDEN)
 *
 * Plan: a self-hosted workspace is on the unlimited plan unless the operator sets terms in `workspaces.plan`
 * (jsonb: packageId, expiryDate, isTrialPlan, billingFrequency, addons, subscriptionCancel, seatLimit, eventLimit,
 * graceDays). When `seatLimit` (members + pending invitations) or `eventLimit` (live events) is reached, inviting or
 * creating an event answers 409 PLAN_LIMIT_REACHED: the UI opens the `planUpgradeModal`.
 */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, PHONE_INPUT_MAX_LENGTH } from '../constants.ts';
import { type PhoneParseError, parsePhone } from '../questions/phone-number.ts';
import { DATE_FORMATS, TIME_FORMATS } from './schemas.ts';

export { type PlanInfo, PlanInfoSchema, UNLIMITED_PACKAGE_ID } from './plan-schema.ts';

/** What the profile form says for each phone parse error. */
export const PROFILE_PHONE_MESSAGES: Record<PhoneParseError, string> = {
  NOT_A_NUMBER: 'This is not a phone number',
  TOO_SHORT: 'This phone number is too short',
  TOO_LONG: 'This phone number is too long',
  INVALID_COUNTRY: 'Start the number with + and its country code',
};

/** A mobile number in international form, extensions allowed; '' clears it. */
export const MobileNoSchema = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    if (text === '') return;
    // parsePhone refuses text over PHONE_INPUT_MAX_LENGTH as TOO_LONG before parsing it.
    const parsed =
      text.length > PHONE_INPUT_MAX_LENGTH
        ? ({ ok: false, error: 'TOO_LONG' } as const)
        : parsePhone(text, null);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: PROFILE_PHONE_MESSAGES[parsed.error] });
  })
  .transform((text) => (text === '' ? null : text));

/** The longest host bio: a few sentences beside the photo on the public pages. */
export const PROFILE_BIO_MAX_LENGTH = 300;

export const ProfilePatchSchema = z.object({
  firstName: z.string().trim().min(1, 'Please enter your first name').max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  mobileNo: MobileNoSchema.nullable().optional(),
  timezone: z.string().trim().min(1).max(64).optional(),
  dateFormat: z.enum(DATE_FORMATS).optional(),
  timeFormat: z.enum(TIME_FORMATS).optional(),
  bio: z
    .string()
    .trim()
    .max(PROFILE_BIO_MAX_LENGTH, `Keep the bio to ${PROFILE_BIO_MAX_LENGTH} characters or fewer`)
    .optional(),
  /**
   * The photo: the `fileUrl` of an image uploaded with module PROFILE (`POST /file/upload`), or
   * null to remove it. Any other address → 400 VALIDATION_ERROR at `profilePic`.
   */
  profilePic: z.string().trim().max(2000).nullable().optional(),
});
export type ProfilePatch = z.infer<typeof ProfilePatchSchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(200),
  newPassword: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(200, 'Password must be at most 200 characters'),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const RestoreIdBodySchema = z.object({ restoreId: z.string().trim().min(1).max(200) });
