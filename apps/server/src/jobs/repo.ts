import type { Tx } from '@kairos/db/client';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Lets the job queue write its job inside this transaction, so the job exists exactly when the
 * change that caused it is committed. The queue speaks numbered parameters (`$1`); they are
 * passed to the driver unchanged.
 */
export function transactionExecutor(tx: Tx) {
  return {
    executeSql: async (text: string, values: unknown[] = []) => {
      const chunks: SQL[] = [];
      const parts = text.split(/\$(\d+)/);
      for (let i = 0; i < parts.length; i++) {
        if (i % 2 === 0) chunks.push(sql.raw(parts[i] ?? ''));
        else chunks.push(sql`${sql.param(values[Number(parts[i]) - 1])}`);
      }
      const result = await tx.execute(sql.join(chunks, sql.raw('')));
      return { rows: (result as unknown as { rows: Record<string, unknown>[] }).rows };
    },
  };
}
