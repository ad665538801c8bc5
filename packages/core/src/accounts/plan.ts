import { type PlanInfo, UNLIMITED_PACKAGE_ID } from './plan-schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What an operator may put in `workspaces.plan`; anything else there is ignored. */
export interface PlanTerms {
  packageId?: string;
  expiryDate?: string;
  isTrialPlan?: boolean;
  billingFrequency?: string;
  addons?: string[];
  subscriptionCancel?: boolean;
  seatLimit?: number;
  eventLimit?: number;
  /** Days after expiry during which the workspace keeps working. */
  graceDays?: number;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}
function limit(v: unknown): number | null {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null;
}

/** The plan terms read leniently from the stored jsonb. */
export function readPlanTerms(raw: Record<string, unknown>): PlanTerms {
  const terms: PlanTerms = {};
  const packageId = str(raw.packageId);
  if (packageId) terms.packageId = packageId;
  const expiry = str(raw.expiryDate);
  if (expiry && !Number.isNaN(Date.parse(expiry))) terms.expiryDate = new Date(expiry).toISOString();
  if (raw.isTrialPlan === true) terms.isTrialPlan = true;
  const billing = str(raw.billingFrequency);
  if (billing) terms.billingFrequency = billing;
  if (Array.isArray(raw.addons)) terms.addons = raw.addons.filter((a): a is string => typeof a === 'string');
  if (raw.subscriptionCancel === true) terms.subscriptionCancel = true;
  const seats = limit(raw.seatLimit);
  if (seats !== null) terms.seatLimit = seats;
  const events = limit(raw.eventLimit);
  if (events !== null) terms.eventLimit = events;
  const grace = limit(raw.graceDays);
  if (grace !== null) terms.graceDays = grace;
  return terms;
}

/**
 * Whether an operator has set plan terms for the workspace. Without them (a self-hosted install)
 * there is no plan to buy or limit to reach, so the dashboard shows no plan or upgrade offer.
 */
export function hasOperatorPlan(
  plan: Pick<PlanInfo, 'packageId' | 'seatLimit' | 'eventLimit' | 'expiryDate'>,
): boolean {
  return (
    plan.packageId !== UNLIMITED_PACKAGE_ID ||
    plan.seatLimit !== null ||
    plan.eventLimit !== null ||
    plan.expiryDate !== null
  );
}

/** The plan as `/agent/info` and `/company` describe it. No terms: the unlimited self-hosted plan. */
export function describePlan(
  raw: Record<string, unknown>,
  now: Date,
  usage: { seats: number; events: number },
): PlanInfo {
  const terms = readPlanTerms(raw);
  const expiry = terms.expiryDate ? new Date(terms.expiryDate) : null;
  const past = expiry !== null && now.getTime() >= expiry.getTime();
  const graceEnd = expiry ? expiry.getTime() + (terms.graceDays ?? 0) * DAY_MS : null;
  const inGrace = past && graceEnd !== null && now.getTime() < graceEnd;
  return {
    packageId: terms.packageId ?? UNLIMITED_PACKAGE_ID,
    expiryDate: expiry ? expiry.toISOString() : null,
    isTrialPlan: terms.isTrialPlan ?? false,
    isInGracePeriod: inGrace,
    isExpired: past && !inGrace,
    remainingTime: expiry ? Math.max(0, Math.ceil((expiry.getTime() - now.getTime()) / DAY_MS)) : null,
    addons: terms.addons ?? [],
    billingFrequency: terms.billingFrequency ?? null,
    subscriptionCancel: terms.subscriptionCancel ?? false,
    seatLimit: terms.seatLimit ?? null,
    eventLimit: terms.eventLimit ?? null,
    seatsUsed: usage.seats,
    eventsUsed: usage.events,
  };
}

/** Whether adding one more of something would pass the plan's limit (null: no limit). */
export function wouldExceed(limitValue: number | null, used: number): boolean {
  return limitValue !== null && used + 1 > limitValue;
}
