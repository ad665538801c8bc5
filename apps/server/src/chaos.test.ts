import { describe, expect, it } from 'vitest';
import { cutDatabase, describeChaos, runChaos } from '../test/chaos.ts';

/**
 * The crash drill of `npm run bench -- chaos` at a small size: two real server processes on one
 * PostgreSQL database, one killed with SIGKILL mid-storm and started again, every connection to the
 * database cut once (what a database restart does to its clients; the benchmark restarts a real
 * server). Nothing answered 2xx may be lost or doubled, and every side effect goes out once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('crash drill on postgres', () => {
  it('loses nothing, doubles nothing and repeats no side effect through a SIGKILL and a database restart', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const report = await runChaos({
      adminUrl,
      distinct: 24,
      contenders: 16,
      linkLimit: 4,
      linkAttempts: 10,
      changes: 3,
      clients: 6,
      restartDatabase: (database) => cutDatabase(adminUrl, database),
      log: (line) => console.log(line),
    });
    const summary = describeChaos(report).join('\n');
    expect(report.acknowledged, summary).toBeGreaterThan(10);
    expect(report.lost, summary).toBe(0);
    expect(report.storedTwice, summary).toBe(0);
    expect(report.doubleBookedSlots, summary).toBe(0);
    expect(report.contestedSlotWinners, summary).toBeLessThanOrEqual(1);
    expect(report.linkUsed, summary).toBeLessThanOrEqual(report.linkLimit);
    expect(report.emails, summary).toMatchObject({ missing: 0, repeatedMessages: 0 });
    expect(report.reminders, summary).toMatchObject({ missing: 0, repeated: 0 });
    expect(report.whatsapp, summary).toMatchObject({ missing: 0, repeated: 0 });
    expect(report.recovered, summary).toBe(true);
    // A WhatsApp notice the killed process had claimed waits for its one-minute lease and the next
    // sweep: up to two minutes more than the storm.
  }, 300_000);
});
