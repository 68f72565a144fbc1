import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../config';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction or the database: repositories take either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

// numeric (money) stays a string so that it is never rounded through floating point;
// int8 counts fit in a double for every table we have.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** How long a query may wait for the database's answer before the request gets a 503. */
export const DEFAULT_QUERY_TIMEOUT_MS = 8_000;

export const createDatabase = (
  url: string,
  options: { max?: number; queryTimeoutMs?: number; onError?: (error: Error) => void } = {},
): Database => {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? DEFAULT_POOL_SIZE,
    // A database that stops answering (a frozen host, a cut network) keeps its sockets open, so
    // neither a socket error nor the connect time-out fires: without a read time-out each request
    // would wait for ever. 5 s to get a connection plus 8 s for its query keeps the 503 inside a
    // client's 15 s time-out (docs/decisions.md "Reliability"); searches on 1,000,000 listings take < 1 s.
    connectionTimeoutMillis: 5_000,
    query_timeout: options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restarted) must not crash the process.
  pool.on('error', (error) => options.onError?.(error));
  // Every connection's NOTICEs, as the pool's own `notice` event (notice, client), for whoever
  // must hear what a statement of this process said (modules/auth/session-cache.ts).
  pool.on('connect', (client) => client.on('notice', (notice) => pool.emit('notice', notice, client)));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
};
