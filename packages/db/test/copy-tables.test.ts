import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareCounts, copyTables, dependencyOrder, listTables } from '../src/copy-tables.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

/** A schema with what the copy must get right: every kind of value, identities, a generated column, keys in a circle, a trigger. */
const SCHEMA = `
  create schema copytest;
  create table copytest.parent (
    id bigint generated always as identity primary key,
    name text not null,
    tags text[],
    doc jsonb,
    amount numeric(14, 2),
    at timestamptz,
    day date,
    span tstzrange,
    raw bytea,
    f double precision,
    iv interval,
    flag boolean,
    name_length int generated always as (length(name)) stored
  );
  create table copytest.child (
    id serial primary key,
    parent_id bigint not null references copytest.parent (id),
    previous_id int references copytest.child (id)
  );
  create table copytest.a (id int primary key, b_id int);
  create table copytest.b (id int primary key, a_id int references copytest.a (id));
  alter table copytest.a add constraint a_b foreign key (b_id) references copytest.b (id);
  create table copytest.log (n int);
  create function copytest.bump() returns trigger language plpgsql as $$
    begin insert into copytest.log values (new.id); return new; end $$;
  create trigger bump after insert on copytest.parent for each row execute function copytest.bump();
`;

const PARENTS = 2345;

async function fill(source: PGlite): Promise<void> {
  await source.exec(SCHEMA);
  await source.query(
    `insert into copytest.parent (name, tags, doc, amount, at, day, span, raw, f, iv, flag)
     select case when i % 7 = 0 then 'quote '' and "double" ' || i else 'héllo ✓ ' || i end,
            case when i % 5 = 0 then null else array['a,b', null, 'c"d', i::text] end,
            case when i % 3 = 0 then null else jsonb_build_object('i', i, 'list', jsonb_build_array(1, 'two', null), 'f', i / 7.0) end,
            i * 1.25,
            timestamptz '2024-03-31 01:30:00.123456+02' + i * interval '37 minutes',
            date '2024-02-28' + i,
            tstzrange(timestamptz '2024-01-01 00:00+00' + i * interval '1 hour', timestamptz '2024-01-01 00:00+00' + (i + 1) * interval '1 hour'),
            decode(md5(i::text), 'hex'),
            case when i % 11 = 0 then 'NaN'::float8 else 1.0 / i end,
            i * interval '1 day 3 hours 4.5 seconds',
            i % 2 = 0
       from generate_series(1, $1) as i`,
    [PARENTS],
  );
  // Each child points at the next one, written after it: only a check at commit lets them in.
  await source.exec(`
    insert into copytest.child (parent_id) select id from copytest.parent where id <= 50 order by id;
    update copytest.child set previous_id = id + 1 where id < 50;
    insert into copytest.a values (1, null);
    insert into copytest.b values (1, 1);
    update copytest.a set b_id = 1 where id = 1;
  `);
}

describe.runIf(adminUrl)('copying tables from the embedded database to PostgreSQL', () => {
  const name = `kairos_copy_${randomBytes(5).toString('hex')}`;
  let source: PGlite;
  let pool: pg.Pool;

  beforeAll(async () => {
    source = await PGlite.create();
    await fill(source);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${name}`;
    pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    await pool.query(SCHEMA);
  });

  afterAll(async () => {
    await source?.close();
    await pool?.end();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('copies every row and value exactly, with keys in a circle, triggers off and sequences moved on', async () => {
    const tables = await listTables(source, ['copytest']);
    expect(tables.map((t) => t.table)).toEqual(['a', 'b', 'child', 'log', 'parent']);
    const seen: string[] = [];
    const copied = await copyTables(source, pool, tables, {
      batchRows: 1000,
      onTable: (c) => seen.push(c.table),
    });
    // Parents before children.
    expect(seen.indexOf('parent')).toBeLessThan(seen.indexOf('child'));
    expect(Object.fromEntries(copied.map((c) => [c.table, c.rows]))).toEqual({
      a: 1,
      b: 1,
      child: 50,
      log: PARENTS,
      parent: PARENTS,
    });
    const counts = await compareCounts(source, pool, tables);
    expect(counts.every((c) => c.source === c.target)).toBe(true);

    // Every value the same, read as text under the same settings on both sides.
    for (const t of ['parent', 'child', 'a', 'b', 'log']) {
      const sql = `select x::text as row from copytest.${t} x order by 1`;
      await source.exec("set TimeZone = 'UTC'");
      const client = await pool.connect();
      try {
        await client.query("set TimeZone = 'UTC'");
        const there = (await client.query<{ row: string }>(sql)).rows.map((r) => r.row);
        const here = (await source.query<{ row: string }>(sql)).rows.map((r) => r.row);
        expect(there).toEqual(here);
      } finally {
        client.release();
      }
    }

    // The trigger did not fire again on the copy (log has the source's rows only), and is back on.
    const trigger = await pool.query(`select tgenabled from pg_trigger where tgname = 'bump'`);
    expect(trigger.rows[0]?.tgenabled).toBe('O');
    // The keys checked at commit are back to immediate.
    const keys = await pool.query(
      `select conname, condeferrable from pg_constraint where contype = 'f' and connamespace = 'copytest'::regnamespace order by 1`,
    );
    expect(keys.rows.every((r) => r.condeferrable === false)).toBe(true);

    // New rows take ids past the copied ones.
    const parent = await pool.query(`insert into copytest.parent (name) values ('new') returning id`);
    expect(Number(parent.rows[0]?.id)).toBe(PARENTS + 1);
    const child = await pool.query(`insert into copytest.child (parent_id) values (1) returning id`);
    expect(child.rows[0]?.id).toBe(51);
  });
});

describe('the order tables are copied in', () => {
  it('orders tables by their keys, and names the keys of a circle', () => {
    const t = (table: string) => ({ schema: 's', table });
    const { order, circular } = dependencyOrder(
      [t('meetings'), t('attendees'), t('workspaces'), t('x'), t('y')],
      [
        { child: 's.attendees', parent: 's.meetings' },
        { child: 's.meetings', parent: 's.workspaces' },
        { child: 's.x', parent: 's.y' },
        { child: 's.y', parent: 's.x' },
        { child: 's.meetings', parent: 's.meetings' },
      ],
    );
    expect(order.map((o) => o.table)).toEqual(['workspaces', 'meetings', 'attendees', 'x', 'y']);
    expect([...circular].sort()).toEqual([2, 4]);
  });
});
