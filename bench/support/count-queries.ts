// Preloaded into a bench server process (`--import`): counts the SQL statements the process sends,
// by statement text and by where they come from (an HTTP request, or background work such as jobs),
// and writes the counts to BENCH_QUERY_LOG each time it receives SIGUSR2.
import { AsyncLocalStorage } from 'node:async_hooks';
import { renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import pg from 'pg';

const file = process.env.BENCH_QUERY_LOG;
if (file) {
  const inRequest = new AsyncLocalStorage<true>();
  const emit = http.Server.prototype.emit as (...args: unknown[]) => boolean;
  http.Server.prototype.emit = function traced(this: unknown, ...args: unknown[]) {
    return args[0] === 'request' ? inRequest.run(true, () => emit.apply(this, args)) : emit.apply(this, args);
  } as typeof http.Server.prototype.emit;

  // A query that waited for a free connection runs in the callback the pool calls when another
  // query releases one: bind it to where it was asked, or it is counted for the releaser.
  const connect = pg.Pool.prototype.connect as (...args: unknown[]) => unknown;
  pg.Pool.prototype.connect = function bound(this: unknown, ...args: unknown[]) {
    const [callback] = args;
    if (typeof callback !== 'function') return connect.apply(this, args);
    const asked = inRequest.getStore();
    const run = callback as (...a: unknown[]) => unknown;
    return connect.call(this, (...a: unknown[]) =>
      asked ? inRequest.run(asked, () => run(...a)) : inRequest.exit(() => run(...a)),
    );
  } as typeof pg.Pool.prototype.connect;

  const counts: Record<string, Record<string, number>> = { request: {}, transaction: {}, background: {} };
  const inTransaction = new WeakSet<object>();
  let snapshot = 0;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function counted(this: object, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    if (text) {
      const key = text.replace(/\s+/g, ' ').trim().slice(0, 100);
      const lower = key.toLowerCase();
      if (lower.startsWith('begin')) inTransaction.add(this);
      const where = inRequest.getStore()
        ? inTransaction.has(this)
          ? 'transaction'
          : 'request'
        : 'background';
      const table = counts[where] as Record<string, number>;
      table[key] = (table[key] ?? 0) + 1;
      if (lower === 'commit' || lower === 'rollback') inTransaction.delete(this);
    }
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;

  process.on('SIGUSR2', () => {
    snapshot += 1;
    writeFileSync(`${file}.tmp`, JSON.stringify({ snapshot, counts }));
    renameSync(`${file}.tmp`, file);
  });
}
