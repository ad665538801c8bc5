import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * Copies tables from an embedded database (PGlite) into PostgreSQL whose schema is already the
 * same (the same migrations applied): every row, in batches, parents before children, the
 * sequences past what was copied, and the row counts checked afterwards.
 *
 * Values travel as text (each column cast to text on the way out and back to its type on the way
 * in), which round-trips every PostgreSQL type exactly: timestamps with their offset, numerics to
 * the last digit, floats in their shortest exact form, arrays, ranges, JSON and bytea.
 */

export interface TableRef {
  schema: string;
  table: string;
  /** Copy only the rows matching this SQL condition (counted the same way on both sides). */
  where?: string;
}

export interface TableCopy extends TableRef {
  rows: number;
}

export class CopyError extends Error {}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const qualified = (t: { schema: string; table: string }) => `${ident(t.schema)}.${ident(t.table)}`;
const keyOf = (t: { schema: string; table: string }) => `${t.schema}.${t.table}`;

/** The same text forms on both sides, whatever either server's defaults are. */
const TEXT_FORMS = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, MDY'",
  "SET LOCAL IntervalStyle = 'postgres'",
  'SET LOCAL extra_float_digits = 3',
  "SET LOCAL bytea_output = 'hex'",
];

/** The ordinary and partitioned tables of these schemas in the embedded database (partitions are reached through their parent). */
export async function listTables(source: PGlite, schemas: string[]): Promise<TableRef[]> {
  const { rows } = await source.query<{ schema: string; table: string }>(
    `select n.nspname as schema, c.relname as table
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition and n.nspname = any($1)
      order by 1, 2`,
    [schemas],
  );
  return rows.map((r) => ({ schema: r.schema, table: r.table }));
}

interface Column {
  name: string;
  type: string;
}

/** The columns a row is written with (not generated ones), by name, with their types as the target has them. */
async function targetColumns(target: pg.PoolClient, t: TableRef): Promise<Column[]> {
  const { rows } = await target.query<{ name: string; type: string }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a
      where a.attrelid = to_regclass($1) and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`,
    [qualified(t)],
  );
  return rows;
}

async function sourceColumnNames(source: PGlite, t: TableRef): Promise<string[]> {
  const { rows } = await source.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
      where a.attrelid = to_regclass($1) and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`,
    [qualified(t)],
  );
  return rows.map((r) => r.name);
}

interface ForeignKey {
  name: string;
  child: string;
  parent: string;
  deferrable: boolean;
  /** The child table, quoted, for ALTER TABLE. */
  childSql: string;
}

async function foreignKeys(target: pg.PoolClient, tables: TableRef[]): Promise<ForeignKey[]> {
  const { rows } = await target.query<{
    name: string;
    child_schema: string;
    child_table: string;
    parent_schema: string;
    parent_table: string;
    deferrable: boolean;
  }>(
    `select con.conname as name, cn.nspname as child_schema, cc.relname as child_table,
            pn.nspname as parent_schema, pc.relname as parent_table, con.condeferrable as deferrable
       from pg_constraint con
       join pg_class cc on cc.oid = con.conrelid join pg_namespace cn on cn.oid = cc.relnamespace
       join pg_class pc on pc.oid = con.confrelid join pg_namespace pn on pn.oid = pc.relnamespace
      where con.contype = 'f' and con.conparentid = 0`,
  );
  const copied = new Set(tables.map(keyOf));
  return rows
    .map((r) => ({
      name: r.name,
      child: `${r.child_schema}.${r.child_table}`,
      parent: `${r.parent_schema}.${r.parent_table}`,
      deferrable: r.deferrable,
      childSql: qualified({ schema: r.child_schema, table: r.child_table }),
    }))
    .filter((fk) => copied.has(fk.child) && copied.has(fk.parent));
}

/**
 * The tables in an order where each comes after the tables it refers to. A table referring to
 * itself, or tables referring to each other in a circle, cannot be ordered: the foreign keys that
 * close such a circle are returned to be checked at commit instead.
 */
export function dependencyOrder(
  tables: TableRef[],
  keys: Array<Pick<ForeignKey, 'child' | 'parent'>>,
): { order: TableRef[]; circular: Set<number> } {
  const byKey = new Map(tables.map((t) => [keyOf(t), t]));
  const remaining = new Set(byKey.keys());
  const circular = new Set<number>();
  const order: TableRef[] = [];
  const unresolved = (child: string) =>
    keys
      .map((k, i) => ({ ...k, i }))
      .filter(
        (k) => k.child === child && k.parent !== child && remaining.has(k.parent) && !circular.has(k.i),
      );
  keys.forEach((k, i) => {
    if (k.child === k.parent) circular.add(i);
  });
  while (remaining.size > 0) {
    const sorted = [...remaining].sort();
    let next = sorted.find((t) => unresolved(t).length === 0);
    if (next === undefined) {
      // A circle: take the first table anyway; its keys to tables still waiting are checked at commit.
      next = sorted[0] as string;
      for (const k of unresolved(next)) circular.add(k.i);
    }
    remaining.delete(next);
    order.push(byKey.get(next) as TableRef);
  }
  return { order, circular };
}

async function userTriggerTables(target: pg.PoolClient, tables: TableRef[]): Promise<TableRef[]> {
  const { rows } = await target.query<{ schema: string; table: string }>(
    `select distinct n.nspname as schema, c.relname as table
       from pg_trigger tg join pg_class c on c.oid = tg.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where not tg.tgisinternal`,
  );
  const copied = new Set(tables.map(keyOf));
  return rows.filter((r) => copied.has(keyOf(r)));
}

/** Sequences of the copied schemas, with the column each belongs to (serial or identity), if any. */
async function sequences(
  source: PGlite,
  tables: TableRef[],
): Promise<Array<{ sequence: string; owner?: { table: TableRef; column: string } }>> {
  const schemas = [...new Set(tables.map((t) => t.schema))];
  const { rows } = await source.query<{
    seq_schema: string;
    seq_name: string;
    owner_schema: string | null;
    owner_table: string | null;
    owner_column: string | null;
  }>(
    `select sn.nspname as seq_schema, s.relname as seq_name,
            tn.nspname as owner_schema, t.relname as owner_table, a.attname as owner_column
       from pg_class s join pg_namespace sn on sn.oid = s.relnamespace
       left join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid
            and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       left join pg_class t on t.oid = d.refobjid left join pg_namespace tn on tn.oid = t.relnamespace
       left join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
      where s.relkind = 'S' and sn.nspname = any($1)`,
    [schemas],
  );
  const copied = new Map(tables.map((t) => [keyOf(t), t]));
  return rows.flatMap((r) => {
    const sequence = qualified({ schema: r.seq_schema, table: r.seq_name });
    if (!r.owner_schema || !r.owner_table || !r.owner_column) return [{ sequence }];
    const table = copied.get(`${r.owner_schema}.${r.owner_table}`);
    // A sequence of a table left behind stays as it is.
    return table ? [{ sequence, owner: { table, column: r.owner_column } }] : [];
  });
}

async function inTransaction<T>(client: pg.PoolClient, work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

export interface CopyOptions {
  /** Rows per INSERT (default 1000). */
  batchRows?: number;
  /** Told after each table is copied. */
  onTable?: (copy: TableCopy) => void;
}

/**
 * Copies `tables` from the embedded database into the same tables of the target, which must be
 * empty. All rows go in one transaction of the target, so a failure leaves none; user triggers are
 * switched off meanwhile (the rows they would derive are copied too) and foreign keys checked as
 * each table is written, or at commit for keys in a circle.
 */
export async function copyTables(
  source: PGlite,
  target: pg.Pool,
  tables: TableRef[],
  options: CopyOptions = {},
): Promise<TableCopy[]> {
  const batchRows = options.batchRows ?? 1000;
  const client = await target.connect();
  try {
    const columns = new Map<string, Column[]>();
    for (const t of tables) {
      const wanted = await targetColumns(client, t);
      if (wanted.length === 0) throw new CopyError(`${keyOf(t)} is missing from the target database`);
      const have = await sourceColumnNames(source, t);
      const missing = wanted.filter((c) => !have.includes(c.name)).map((c) => c.name);
      const extra = have.filter((name) => !wanted.some((c) => c.name === name));
      if (missing.length || extra.length) {
        throw new CopyError(
          `${keyOf(t)} has different columns in the two databases (${[
            ...missing.map((c) => `only the target has ${c}`),
            ...extra.map((c) => `only the source has ${c}`),
          ].join(', ')}): they are not at the same migration`,
        );
      }
      columns.set(keyOf(t), wanted);
    }
    const keys = await foreignKeys(client, tables);
    const { order, circular } = dependencyOrder(tables, keys);
    const toDefer = keys.filter((k, i) => circular.has(i) && !k.deferrable);
    const triggered = await userTriggerTables(client, tables);
    const sequenceList = await sequences(source, tables);

    // Switched in a transaction of their own: ALTER TABLE is refused while checks are pending.
    await inTransaction(client, async () => {
      for (const t of triggered) await client.query(`ALTER TABLE ${qualified(t)} DISABLE TRIGGER USER`);
      for (const k of toDefer)
        await client.query(
          `ALTER TABLE ${k.childSql} ALTER CONSTRAINT ${ident(k.name)} DEFERRABLE INITIALLY DEFERRED`,
        );
    });
    const copied: TableCopy[] = [];
    try {
      await inTransaction(client, async () => {
        for (const setting of TEXT_FORMS) await client.query(setting);
        await client.query('SET CONSTRAINTS ALL DEFERRED');
        await source.transaction(async (tx) => {
          for (const setting of TEXT_FORMS) await tx.exec(setting);
          for (const t of order) {
            const rows = await copyTable(tx, client, t, columns.get(keyOf(t)) ?? [], batchRows);
            const copy = { ...t, rows };
            copied.push(copy);
            options.onTable?.(copy);
          }
          await copySequences(tx, client, sequenceList);
        });
      });
    } finally {
      await inTransaction(client, async () => {
        for (const k of toDefer)
          await client.query(`ALTER TABLE ${k.childSql} ALTER CONSTRAINT ${ident(k.name)} NOT DEFERRABLE`);
        for (const t of triggered) await client.query(`ALTER TABLE ${qualified(t)} ENABLE TRIGGER USER`);
      });
    }
    return copied;
  } finally {
    client.release();
  }
}

async function copyTable(
  tx: Transaction,
  target: pg.PoolClient,
  t: TableRef,
  columns: Column[],
  batchRows: number,
): Promise<number> {
  const list = columns.map((c) => ident(c.name)).join(', ');
  const asText = columns.map((c) => `${ident(c.name)}::text`).join(', ');
  const cursor = 'kairos_copy';
  await tx.exec(
    `DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT ${asText} FROM ${qualified(t)}${t.where ? ` WHERE ${t.where}` : ''}`,
  );
  const aliases = columns.map((_, i) => `c${i}`);
  const insert =
    `INSERT INTO ${qualified(t)} (${list}) OVERRIDING SYSTEM VALUE ` +
    `SELECT ${columns.map((c, i) => `u.c${i}::${c.type}`).join(', ')} ` +
    `FROM unnest(${columns.map((_, i) => `$${i + 1}::text[]`).join(', ')}) AS u(${aliases.join(', ')})`;
  let total = 0;
  for (;;) {
    const { rows } = await tx.query<unknown[]>(`FETCH ${batchRows} FROM ${cursor}`, [], { rowMode: 'array' });
    if (rows.length === 0) break;
    const byColumn = columns.map((_, i) => rows.map((row) => row[i] as string | null));
    await target.query(insert, byColumn);
    total += rows.length;
  }
  await tx.exec(`CLOSE ${cursor}`);
  return total;
}

/** Each sequence where the source left it, and never below the largest value copied into its column. */
async function copySequences(
  tx: Transaction,
  target: pg.PoolClient,
  list: Awaited<ReturnType<typeof sequences>>,
): Promise<void> {
  for (const { sequence, owner } of list) {
    const state = (
      await tx.query<{ last_value: string; is_called: boolean }>(
        `SELECT last_value::text, is_called FROM ${sequence}`,
      )
    ).rows[0];
    if (!state) continue;
    let highest: string | null = null;
    if (owner) {
      const { rows } = await target.query<{ max: string | null }>(
        `SELECT max(${ident(owner.column)})::text AS max FROM ${qualified(owner.table)}`,
      );
      highest = rows[0]?.max ?? null;
    }
    const used = [
      state.is_called ? BigInt(state.last_value) : undefined,
      highest === null ? undefined : BigInt(highest),
    ];
    const past = used.filter((v): v is bigint => v !== undefined);
    if (past.length === 0) {
      // Never used: it starts where it would have.
      await target.query('SELECT setval($1::regclass, $2::bigint, false)', [sequence, state.last_value]);
    } else {
      const value = past.reduce((a, b) => (a > b ? a : b));
      await target.query('SELECT setval($1::regclass, $2::bigint, true)', [sequence, value.toString()]);
    }
  }
}

/** Row counts of the tables on both sides (with each table's condition), and the tables where they differ. */
export async function compareCounts(
  source: PGlite,
  target: pg.Pool,
  tables: TableRef[],
): Promise<Array<TableRef & { source: number; target: number }>> {
  const result: Array<TableRef & { source: number; target: number }> = [];
  for (const t of tables) {
    const sql = `SELECT count(*)::int AS n FROM ${qualified(t)}${t.where ? ` WHERE ${t.where}` : ''}`;
    const s = (await source.query<{ n: number }>(sql)).rows[0]?.n ?? 0;
    const d = (await target.query<{ n: number }>(sql)).rows[0]?.n ?? 0;
    result.push({ ...t, source: s, target: d });
  }
  return result;
}
