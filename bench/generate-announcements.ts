/**
 * Fills a database with generated announcements for the list benchmarks (docs/quality.md: 1,000,000
 * rows in at most 60 s). Migrates and seeds reference data first, so an empty database will do.
 * Into an empty table it loads the way PostgreSQL's manual advises ("Populating a Database"):
 * secondary indexes dropped, rows inserted, indexes rebuilt from their own definitions.
 *
 *   npx tsx bench/generate-announcements.ts --count 1000000 --database-url postgres://...
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { createDatabase, type Db } from '../apps/server/src/db/client';
import { runMigrations } from '../apps/server/src/db/migrate';
import { seedDatabase } from '../apps/server/src/db/seed';
import {
  generateAnnouncements,
  type AnnouncementRow,
} from '../apps/server/src/db/seed/generator/generate-announcements';
import {
  insertAnnouncements,
  nextAnnouncementId,
  syncAnnouncementIdSequence,
} from '../apps/server/src/db/seed/generator/insert-announcements';
import { loadGeneratorReference } from '../apps/server/src/db/seed/generator/load-reference';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    seed: { type: 'string', default: '1' },
    'batch-size': { type: 'string', default: '10000' },
    /** Batches in flight: PostgreSQL inserts one while Node generates the next. */
    concurrency: { type: 'string', default: '2' },
  },
});

const positive = (name: string, value: string | undefined) => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive integer.`);
  return parsed;
};

const print = (line: string) => process.stdout.write(`${line}\n`);
const secondsSince = (start: number) => Number(((performance.now() - start) / 1000).toFixed(2));

type IndexDefinition = { name: string; definition: string };

/** Indexes not backing a constraint: those can go during the load and come back afterwards. */
const secondaryIndexes = async (db: Db): Promise<IndexDefinition[]> =>
  (
    await db.execute<IndexDefinition>(sql`
      select i.indexname as name, i.indexdef as definition
      from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = 'announcements'
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`)
  ).rows;

/** Rebuilds indexes on `workers` connections side by side, each with room to sort in memory. */
const rebuildIndexes = async (pool: pg.Pool, indexes: readonly IndexDefinition[], workers: number) => {
  const queue = [...indexes];
  await Promise.all(
    Array.from({ length: Math.min(workers, queue.length) }, async () => {
      const client = await pool.connect();
      try {
        await client.query(`set maintenance_work_mem = '256MB'`);
        for (let index = queue.shift(); index; index = queue.shift()) await client.query(index.definition);
      } finally {
        client.release();
      }
    }),
  );
};

/** Streams generated rows into the table in batches, keeping `concurrency` batches in flight. */
const load = async (
  db: Db,
  rows: Iterable<AnnouncementRow>,
  options: { batchSize: number; concurrency: number },
) => {
  const started = performance.now();
  const pending = new Set<Promise<void>>();
  let loaded = 0;
  const flush = async (batch: AnnouncementRow[]) => {
    const insert = insertAnnouncements(db, batch).finally(() => pending.delete(insert));
    // A failure surfaces through Promise.race or Promise.all below, not as an unhandled rejection.
    insert.catch(() => undefined);
    pending.add(insert);
    loaded += batch.length;
    if (loaded % 100_000 === 0) print(`${loaded} rows, ${Math.round(loaded / secondsSince(started))}/s`);
    if (pending.size >= options.concurrency) await Promise.race(pending);
  };
  try {
    let batch: AnnouncementRow[] = [];
    for (const row of rows) {
      batch.push(row);
      if (batch.length === options.batchSize) {
        await flush(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await flush(batch);
    await Promise.all(pending);
  } finally {
    await Promise.allSettled(pending);
  }
};

const databaseUrl = args['database-url'];
if (!databaseUrl) throw new Error('Give --database-url or DATABASE_URL.');
const count = positive('count', args.count);
const batchSize = positive('batch-size', args['batch-size']);
const concurrency = positive('concurrency', args.concurrency);
const seed = positive('seed', args.seed);

const database = createDatabase(databaseUrl, { max: concurrency + 1 });
try {
  await runMigrations(database.pool);
  await seedDatabase(database.db, { demo: false });
  const reference = await loadGeneratorReference(database.db);
  const startId = await nextAnnouncementId(database.db);
  const dropped = startId === 1 ? await secondaryIndexes(database.db) : [];
  print(
    dropped.length > 0
      ? `Bulk load: ${dropped.length} indexes rebuilt afterwards.`
      : 'Loading with indexes in place.',
  );

  const started = performance.now();
  for (const index of dropped)
    await database.db.execute(sql.raw(`drop index "${index.name.replaceAll('"', '""')}"`));
  let loadSeconds: number;
  let indexSeconds: number;
  try {
    await load(database.db, generateAnnouncements({ seed, count, startId, now: new Date(), reference }), {
      batchSize,
      concurrency,
    });
  } finally {
    // Even after a failed load the table gets its indexes back.
    loadSeconds = secondsSince(started);
    const indexStarted = performance.now();
    await rebuildIndexes(database.pool, dropped, concurrency);
    indexSeconds = secondsSince(indexStarted);
  }
  await syncAnnouncementIdSequence(database.db);
  const seconds = secondsSince(started);
  const analyzeStarted = performance.now();
  await database.db.execute(sql`analyze announcements`);

  const result = {
    date: new Date().toISOString(),
    count,
    seed,
    startId,
    batchSize,
    concurrency,
    bulkLoad: dropped.length > 0,
    seconds,
    rowsPerSecond: Math.round(count / seconds),
    loadSeconds,
    indexSeconds,
    analyzeSeconds: secondsSince(analyzeStarted),
  };
  print(
    `${count} announcements in ${seconds} s (${result.rowsPerSecond} rows/s): ` +
      `load ${loadSeconds} s, indexes ${indexSeconds} s, then analyze ${result.analyzeSeconds} s`,
  );
  const resultsDir = join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'generate-announcements.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await database.close();
}
