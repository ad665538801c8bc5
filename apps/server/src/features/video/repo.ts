import type { DbOrTx } from '@kairos/db/client';
import { meetings } from '@kairos/db/schema';
import { and, eq, sql } from 'drizzle-orm';

type Online = Record<string, unknown> | null;

/**
 * Replaces a meeting's `onlineMeeting` only if it still holds `from` (compare and swap), so two
 * jobs for one meeting never both create a video meeting; false when another changed it first.
 */
export async function swapOnlineMeeting(
  db: DbOrTx,
  meetingId: string,
  from: Online,
  to: Online,
): Promise<boolean> {
  const same =
    from === null
      ? sql`${meetings.onlineMeeting} is null`
      : sql`${meetings.onlineMeeting} = ${JSON.stringify(from)}::jsonb`;
  const rows = await db
    .update(meetings)
    .set({ onlineMeeting: to })
    .where(and(eq(meetings.id, meetingId), same))
    .returning({ id: meetings.id });
  return rows.length === 1;
}
