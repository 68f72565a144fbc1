import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A statement as a memory's key: its SQL text and parameters, so that two statements are one key
 * only when PostgreSQL would run the same thing (lib/count-cache.ts, lib/page-anchors.ts). A
 * caller's scope is among the parameters: one organization's key is never another's.
 */
export const sqlKey = (query: SQL) => {
  const { sql, params } = dialect.sqlToQuery(query);
  return `${sql}\u0000${JSON.stringify(params)}`;
};
