import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction or the database: repositories take either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

// numeric (money) stays a string so that it is never rounded through floating point;
// int8 counts fit in a double for every table we have.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export const createDatabase = (
  url: string,
  options: { max?: number; onError?: (error: Error) => void } = {},
): Database => {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 20,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restarted) must not crash the process.
  pool.on('error', (error) => options.onError?.(error));
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
};
