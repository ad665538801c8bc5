import { describe, expect, it } from 'vitest';
import type { ChannelHandlers } from '../src/listen.ts';
import { statementEffect } from '../src/local-writes.ts';
import { createTestDb } from './test-db.ts';

describe('statementEffect', () => {
  const cases: Array<[string, boolean, ReturnType<typeof statementEffect>]> = [
    ['select 1', false, 'read'],
    ['  SELECT * FROM meetings', false, 'read'],
    ['show server_version', false, 'read'],
    ['set statement_timeout = 0', false, 'read'],
    ['insert into meetings values (1)', false, 'write'],
    ['update meetings set status = $1', false, 'write'],
    ['delete from meetings', false, 'write'],
    ['with m as (insert into x values (1) returning id) select * from m', false, 'write'],
    ['do $$ begin end $$', false, 'write'],
    ['', false, 'write'],
    ['begin', false, 'enter'],
    ['BEGIN ISOLATION LEVEL SERIALIZABLE', false, 'enter'],
    ['start transaction', false, 'enter'],
    ['insert into meetings values (1)', true, 'read'],
    ['update meetings set status = $1', true, 'read'],
    ['savepoint sp1', true, 'read'],
    ['rollback to savepoint sp1', true, 'read'],
    ['commit', true, 'write'],
    ['COMMIT', true, 'write'],
    ['end', true, 'write'],
    ['rollback', true, 'leave'],
    ['ABORT', true, 'leave'],
  ];
  it.each(cases)('%j (in a transaction: %s) is a %s', (text, inTransaction, effect) => {
    expect(statementEffect(text, inTransaction)).toBe(effect);
  });
});

/** Lets the driver's answers and their handlers run. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe.runIf(process.env.TEST_DATABASE_URL)('this process’s writes and announcements on postgres', () => {
  it('counts autocommit writes and commits, not reads or statements inside a transaction', async () => {
    const database = await createTestDb('postgres');
    try {
      const writes = database.localWrites;
      if (!writes) throw new Error('a Postgres database counts its writes');
      await database.execute('create table probe (id int primary key)');
      const start = writes.settled;
      await database.execute('select count(*) from probe');
      expect(writes.settled).toBe(start);

      await database.execute('insert into probe values (1)');
      expect(writes.settled).toBe(start + 1);

      let settledInside = -1;
      await database.db.transaction(async (tx) => {
        await tx.execute('insert into probe values (2)');
        await tx.execute('update probe set id = 3 where id = 2');
        settledInside = writes.settled;
      });
      expect(settledInside).toBe(start + 1);
      expect(writes.settled).toBe(start + 2); // the COMMIT

      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute('insert into probe values (4)');
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(writes.settled).toBe(start + 2); // a rollback shows nothing

      // A write is under way until it is answered, failed ones included.
      const slow = database.execute('do $$ begin perform pg_sleep(0.2); end $$');
      await tick();
      expect(writes.inFlight).toBe(1);
      await slow;
      expect(writes.inFlight).toBe(0);
      await expect(database.execute('insert into probe values (1)')).rejects.toThrow();
      expect(writes).toMatchObject({ inFlight: 0, settled: start + 4 });

      // The pool's callback form (the job queue's) is followed as well.
      await new Promise<void>((resolve, reject) =>
        database.pool?.query('insert into probe values (5)', [], (error) =>
          error ? reject(error) : resolve(),
        ),
      );
      expect(writes.settled).toBe(start + 5);

      // A writer that says its autocommit statements change nothing others wait for (the job queue).
      writes.ignoreStatements((text) => text.includes('/* own table */'));
      await database.execute('insert into probe values (6) /* own table */');
      expect(writes.settled).toBe(start + 5);
      await database.db.transaction(async (tx) => {
        await tx.execute('insert into probe values (7) /* own table */');
      });
      expect(writes.settled).toBe(start + 6); // its COMMIT still counts
    } finally {
      await database.close();
    }
  });

  it('announces each raised slot version once per transaction, and delivers a marker after earlier commits', async () => {
    const database = await createTestDb('postgres');
    const heard: string[] = [];
    let upCount = 0;
    const handlers: ChannelHandlers = {
      message: (payload) => heard.push(payload),
      up: () => {
        upCount += 1;
      },
      down: () => {},
    };
    const channel = database.listen?.('kairos_slot_versions', handlers);
    if (!channel) throw new Error('a Postgres database can listen');
    try {
      await expect.poll(() => upCount).toBe(1);
      await database.db.transaction(async (tx) => {
        await tx.execute(`select kairos_bump_slot_version('event:e1')`);
        await tx.execute(`select kairos_bump_slot_version('event:e1')`);
        await tx.execute(`select kairos_bump_slot_version('agent:a1')`);
      });
      await channel.notify('sync:marker');
      await expect.poll(() => heard.length).toBe(3);
      expect(heard).toEqual(['event:e1', 'agent:a1', 'sync:marker']);

      // The connection is cut: it says so, comes back by itself and listens again.
      await database.execute(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and application_name = 'kairos listen kairos_slot_versions'`,
      );
      await expect.poll(() => upCount, { timeout: 5_000 }).toBe(2);
      await database.execute(`select kairos_bump_slot_version('event:e2')`);
      await expect.poll(() => heard.at(-1)).toBe('event:e2');
    } finally {
      await channel.close();
      await database.close();
    }
  });
});
