import type { DbOrTx } from './client.ts';

const statements = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A query every booking repeats, built once per database handle and sent as a named prepared
 * statement: the process does not build its SQL again, and PostgreSQL parses it once per
 * connection instead of on every call. `build` takes every value as a `sql.placeholder`, and each
 * `name` belongs to one query text. On a transaction the query is built for that transaction (the
 * connection still keeps the statement parsed).
 */
export function prepared<Q>(
  db: DbOrTx,
  name: string,
  build: (db: DbOrTx) => { prepare(name: string): Q },
): Q {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let query = byName.get(name) as Q | undefined;
  if (query === undefined) {
    query = build(db).prepare(name);
    byName.set(name, query);
  }
  return query;
}
