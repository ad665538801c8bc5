import type { AuthorizedAppId } from '@kairos/core/accounts/tenant';
import type { DbOrTx } from '@kairos/db/client';
import { events, invitations, memberships } from '@kairos/db/schema';
import { and, count, eq, gt, isNull } from 'drizzle-orm';

/** Seats taken (members and pending invitations) and live events, for the plan's limits. */
export async function countUsage(
  db: DbOrTx,
  appId: AuthorizedAppId,
  now: Date,
): Promise<{ seats: number; events: number }> {
  const [members] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.workspaceId, appId));
  const [pending] = await db
    .select({ n: count() })
    .from(invitations)
    .where(
      and(
        eq(invitations.appId, appId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    );
  const [live] = await db
    .select({ n: count() })
    .from(events)
    .where(and(eq(events.appId, appId), isNull(events.deletedAt)));
  return { seats: (members?.n ?? 0) + (pending?.n ?? 0), events: live?.n ?? 0 };
}
