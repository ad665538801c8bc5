import { describePlan, wouldExceed } from '@kairos/core/accounts/plan';
import type { PlanInfo } from '@kairos/core/accounts/plan-schema';
import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import { AppError } from '@kairos/core/errors';
import type { DbOrTx } from '@kairos/db/client';
import type { Deps } from '../../deps.ts';
import { countUsage } from './repo.ts';

/** The workspace's plan with its current usage. */
export async function planOf(
  deps: Pick<Deps, 'now'> & { db: DbOrTx },
  appId: AuthorizedAppId,
  terms: Record<string, unknown>,
): Promise<PlanInfo> {
  const now = deps.now();
  return describePlan(terms, now, await countUsage(deps.db, appId, now));
}

/** Refuses one more seat or event past the plan's limit (409 PLAN_LIMIT_REACHED: the UI offers an upgrade). */
export async function assertPlanAllows(
  deps: Pick<Deps, 'now'> & { db: DbOrTx },
  appId: AuthorizedAppId,
  terms: Record<string, unknown>,
  what: 'seat' | 'event',
): Promise<void> {
  const plan = await planOf(deps, appId, terms);
  const over =
    what === 'seat'
      ? wouldExceed(plan.seatLimit, plan.seatsUsed)
      : wouldExceed(plan.eventLimit, plan.eventsUsed);
  if (over) {
    throw new AppError(
      'PLAN_LIMIT_REACHED',
      what === 'seat'
        ? `Your plan allows ${plan.seatLimit} members; upgrade to invite more`
        : `Your plan allows ${plan.eventLimit} event types; upgrade to create more`,
    );
  }
}
