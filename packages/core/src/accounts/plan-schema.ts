import { z } from 'zod';

/** The package id of a workspace without operator-set plan terms: no limits, no expiry. */
export const UNLIMITED_PACKAGE_ID = 'SELF_HOSTED_UNLIMITED';

export const PlanInfoSchema = z.object({
  packageId: z.string(),
  expiryDate: z.string().nullable(),
  isTrialPlan: z.boolean(),
  isInGracePeriod: z.boolean(),
  isExpired: z.boolean(),
  /** Whole days left before expiry (0 once expired), null without an expiry date. */
  remainingTime: z.number().int().nullable(),
  addons: z.array(z.string()),
  billingFrequency: z.string().nullable(),
  subscriptionCancel: z.boolean(),
  seatLimit: z.number().int().nullable(),
  eventLimit: z.number().int().nullable(),
  seatsUsed: z.number().int(),
  eventsUsed: z.number().int(),
});
export type PlanInfo = z.infer<typeof PlanInfoSchema>;
