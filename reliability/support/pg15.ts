/**
 * Databases of their own on this machine's shared PostgreSQL 15 (trust, user postgres): created
 * for a scenario and dropped after it. The shared server itself is never stopped.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const PG15_ADMIN_URL = process.env.RELIABILITY_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const adminQuery = async (text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: PG15_ADMIN_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
};

export type OwnDatabase = { name: string; url: string; drop: () => Promise<void> };

export const createOwnDatabase = async (purpose: string): Promise<OwnDatabase> => {
  const name = `rel_${purpose}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(PG15_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await adminQuery(`alter database ${name} allow_connections true`);
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
};

/** The database refuses new connections and loses its open ones, as when it goes down. */
export const cutDatabase = async (name: string) => {
  await adminQuery(`alter database ${name} allow_connections false`);
  await adminQuery('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
};

export const restoreDatabase = async (name: string) => {
  await adminQuery(`alter database ${name} allow_connections true`);
};
