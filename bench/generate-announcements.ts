/**
 * Fills a database with generated announcements for the list benchmarks (docs/quality.md: 1,000,000
 * rows in at most 60 s). Migrates and seeds reference data first, so an empty database will do.
 * Before the listings it creates the generated agencies (their agents post 6 % of the listings);
 * while the listings are generated, the agents' personal lists are drawn from them (about 11 % of
 * the listings: added, worked on or sold, with commissions), inserted after the listings.
 * Into an empty table it loads the way PostgreSQL's manual advises ("Populating a Database"):
 * secondary indexes dropped, rows inserted, indexes rebuilt from their own definitions. The
 * duplicate trigger is off meanwhile (without the phone index it would scan the table per row);
 * duplicate_of is then computed for all rows at once by the same rule (mark-duplicates.ts).
 *
 *   npx tsx bench/generate-announcements.ts --count 1000000 [--database-url postgres://...]
 *
 * Without a URL it fills the benchmarks' own embedded PostgreSQL (bench/support/database.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
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
import { DEDUPE_INDEX, markDuplicates } from '../apps/server/src/db/seed/generator/mark-duplicates';
import { generateAgencies, GENERATED_PASSWORD } from '../apps/server/src/db/seed/generator/generate-agencies';
import { hasGeneratedAgencies, insertAgencies } from '../apps/server/src/db/seed/generator/insert-agencies';
import {
  createPersonalLists,
  type UserAdRow,
} from '../apps/server/src/db/seed/generator/generate-personal-lists';
import { insertUserAds } from '../apps/server/src/db/seed/generator/insert-user-ads';
import { hashPassword } from '../apps/server/src/lib/passwords';
import { cities } from '../apps/server/src/db/schema';
import { BAKU } from '../apps/server/src/db/seed/reference/cities';
import { openBenchDatabase } from './support/database';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: '1000000' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    seed: { type: 'string', default: '1' },
    'batch-size': { type: 'string', default: '10000' },
    /** Batches in flight: PostgreSQL inserts one while Node generates the next. */
    concurrency: { type: 'string', default: '2' },
    /** Listings (and the personal lists' dates) spread over this many days before now. */
    'span-days': { type: 'string', default: '730' },
    /** Generated agencies (made once per database), and the agents of the biggest. */
    agencies: { type: 'string', default: '50' },
    'biggest-agency': { type: 'string', default: '80' },
  },
});

const positive = (name: string, value: string | undefined) => {
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive integer.`);
  return parsed;
};

const print = (line: string) => process.stdout.write(`${line}\n`);
const DUPLICATE_TRIGGER = 'announcements_duplicate_of';
/**
 * The triggers that keep the map's cell counts and the owners' summary (migrations 0018, 0019):
 * off during a bulk load into an empty table, whose two tables are then built whole by their
 * rebuild functions, as the daily statistics are. Row by row they doubled the load's time.
 */
const SUMMARY_TRIGGERS = [
  'announcements_map_cells_insert',
  'announcements_map_cells_update',
  'announcements_owner_summary_insert',
  'announcements_owner_summary_update',
];
/**
 * The quick search's haystack: in a bulk load the insert fills it, the place names joined set-wise
 * (insertAnnouncements' withSearchText), through the function the trigger calls.
 */
const SEARCH_TEXT_TRIGGER = 'announcements_search_text';
const BULK_OFF_TRIGGERS = [DUPLICATE_TRIGGER, SEARCH_TEXT_TRIGGER, ...SUMMARY_TRIGGERS];
const setTriggers = (db: Db, state: 'enable' | 'disable') =>
  db.execute(
    sql.raw(BULK_OFF_TRIGGERS.map((name) => `alter table announcements ${state} trigger ${name}`).join('; ')),
  );
const round = (seconds: number) => Number(seconds.toFixed(2));
const secondsSince = (start: number) => round((performance.now() - start) / 1000);

type IndexDefinition = { name: string; definition: string };

/** Indexes not backing a constraint: those can go during the load and come back afterwards. */
const secondaryIndexes = async (db: Db, tables: readonly string[]): Promise<IndexDefinition[]> =>
  (
    await db.execute<IndexDefinition>(sql`
      select i.indexname as name, i.indexdef as definition
      from pg_indexes i
      where i.schemaname = current_schema() and i.tablename in (${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`)
  ).rows;

const dropIndexes = async (db: Db, indexes: readonly IndexDefinition[]) => {
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name.replaceAll('"', '""')}"`));
};

/**
 * The owners' summary tables, filled whole by emlak_rebuild_owner_summary: their secondary indexes
 * (a trigram one among them) go first and are built after, as the listings' are. Row by row the
 * inserts spent 27 s of the function's 29 s on index upkeep; without them, 3.4 s plus 4 s of
 * index builds. The map's cell table keeps its index: its rebuild reads it level by level.
 */
const OWNER_SUMMARY_TABLES = ['owner_summary', 'owner_summary_names'];

/** The map's cell counts and the owners' summary, side by side on two connections. */
const buildSummaries = async (database: { db: Db; pool: pg.Pool }, workers: number) => {
  const indexes = await secondaryIndexes(database.db, OWNER_SUMMARY_TABLES);
  await dropIndexes(database.db, indexes);
  try {
    await Promise.all([
      database.db.execute(sql`select emlak_rebuild_map_cell_counts()`),
      database.db.execute(sql`select emlak_rebuild_owner_summary()`),
    ]);
  } finally {
    await rebuildIndexes(database.pool, indexes, workers);
  }
};

/**
 * Rebuilds indexes on `workers` connections side by side, each with room to sort in memory. The
 * trigram (GIN) ones take longest, so they start first and the B-trees share the other workers.
 */
const rebuildIndexes = async (pool: pg.Pool, indexes: readonly IndexDefinition[], workers: number) => {
  const isGin = (index: IndexDefinition) => / USING gin /i.test(index.definition);
  const queue = [...indexes.filter(isGin), ...indexes.filter((index) => !isGin(index))];
  await Promise.all(
    Array.from({ length: Math.min(workers, queue.length) }, async () => {
      const client = await pool.connect();
      try {
        await client.query(`set maintenance_work_mem = '1GB'`);
        for (let index = queue.shift(); index; index = queue.shift()) await client.query(index.definition);
      } finally {
        client.release();
      }
    }),
  );
};

/** duplicate_of over ids 1..lastId, the id range split between `workers` connections. */
const markAllDuplicates = async (db: Db, lastId: number, workers: number) => {
  const slice = Math.ceil(lastId / workers);
  const counts = await Promise.all(
    Array.from({ length: workers }, (_, worker) =>
      markDuplicates(db, { fromId: worker * slice + 1, toId: Math.min(lastId, (worker + 1) * slice) }),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
};

/** Streams generated rows into the table in batches, keeping `concurrency` batches in flight. */
const load = async (
  db: Db,
  rows: Iterable<AnnouncementRow>,
  options: { batchSize: number; concurrency: number; withSearchText: boolean },
) => {
  const started = performance.now();
  const pending = new Set<Promise<void>>();
  let loaded = 0;
  const flush = async (batch: AnnouncementRow[]) => {
    const insert = insertAnnouncements(db, batch, { withSearchText: options.withSearchText }).finally(() =>
      pending.delete(insert),
    );
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

const count = positive('count', args.count);
const batchSize = positive('batch-size', args['batch-size']);
const concurrency = positive('concurrency', args.concurrency);
const seed = positive('seed', args.seed);
const spanDays = positive('span-days', args['span-days']);
const agencyCount = positive('agencies', args.agencies);
const biggestAgency = positive('biggest-agency', args['biggest-agency']);

/** The generated agencies and their accounts, unless the database has them already. */
const ensureAgencies = async (db: Db, now: Date) => {
  if (await hasGeneratedAgencies(db)) return false;
  const [baku] = await db.select({ id: cities.id }).from(cities).where(eq(cities.name, BAKU));
  const agencies = generateAgencies({ seed, count: agencyCount, biggest: biggestAgency });
  const passwordHash = await hashPassword(GENERATED_PASSWORD);
  await db.transaction((tx) => insertAgencies(tx, agencies, { now, passwordHash, cityId: baku?.id ?? null }));
  const users = agencies.reduce((sum, agency) => sum + agency.users.length, 0);
  print(`${agencies.length} agencies with ${users} accounts (password ${GENERATED_PASSWORD}).`);
  return true;
};

/** The personal-list rows in batches, after the listings they point at. */
const insertLists = async (db: Db, rows: readonly UserAdRow[]) => {
  for (let start = 0; start < rows.length; start += batchSize) {
    await insertUserAds(db, rows.slice(start, start + batchSize));
  }
};

const server = await openBenchDatabase(args['database-url']);
const database = createDatabase(server.url, { max: concurrency + 1, queryTimeoutMs: 0 });
try {
  await runMigrations(database.pool);
  await seedDatabase(database.db, { demo: false });
  const now = new Date();
  const agenciesCreated = await ensureAgencies(database.db, now);
  const reference = await loadGeneratorReference(database.db);
  const lists = createPersonalLists({
    seed,
    now,
    agents: reference.agents.map(({ userId, organizationId }) => ({ userId, organizationId })),
  });
  const listRows: UserAdRow[] = [];
  function* withLists(rows: Iterable<AnnouncementRow>) {
    for (const row of rows) {
      const entry = lists.take(row);
      if (entry) listRows.push(entry);
      yield row;
    }
  }
  const startId = await nextAnnouncementId(database.db);
  const dropped = startId === 1 ? await secondaryIndexes(database.db, ['announcements']) : [];
  print(
    dropped.length > 0
      ? `Bulk load: ${dropped.length} indexes rebuilt afterwards.`
      : 'Loading with indexes in place.',
  );

  const started = performance.now();
  const bulkLoad = dropped.length > 0;
  let loadSeconds: number;
  let indexSeconds = 0;
  let duplicateSeconds = 0;
  let duplicates = 0;
  // The duplicate pass reads the dedupe index: it is rebuilt first, the rest after the pass, so
  // that the pass's writes do not also go into twenty indexes (two of them trigram ones).
  const forDuplicates = dropped.filter((index) => index.name === DEDUPE_INDEX);
  let notRebuilt = dropped;
  if (bulkLoad) await setTriggers(database.db, 'disable');
  try {
    await dropIndexes(database.db, dropped);
    try {
      await load(
        database.db,
        withLists(generateAnnouncements({ seed, count, startId, now, spanDays, reference })),
        { batchSize, concurrency, withSearchText: bulkLoad },
      );
    } finally {
      loadSeconds = secondsSince(started);
    }
    if (bulkLoad) {
      const duplicateStarted = performance.now();
      // The visibility map first (cheap while the table has no other index): the pass then reads
      // the dedupe index alone instead of visiting the table for every candidate it weighs.
      // Statistics too: without them the planner guesses the pass's join blindly.
      await database.db.execute(sql`vacuum (analyze) announcements`);
      print(`vacuum analyze before the duplicate pass: ${secondsSince(duplicateStarted)} s`);
      const indexStarted = performance.now();
      await rebuildIndexes(database.pool, forDuplicates, concurrency);
      notRebuilt = dropped.filter((index) => index.name !== DEDUPE_INDEX);
      indexSeconds = secondsSince(indexStarted);
      const passStarted = performance.now();
      duplicates = await markAllDuplicates(database.db, startId + count - 1, concurrency);
      print(`dedupe index ${indexSeconds} s, duplicate pass ${secondsSince(passStarted)} s`);
      duplicateSeconds = round(secondsSince(duplicateStarted) - indexSeconds);
    }
  } finally {
    // Even after a failed load the table gets its indexes and its trigger back.
    const indexStarted = performance.now();
    await rebuildIndexes(database.pool, notRebuilt, concurrency);
    indexSeconds = round(indexSeconds + secondsSince(indexStarted));
    if (bulkLoad) await setTriggers(database.db, 'enable');
  }
  let summarySeconds = 0;
  if (bulkLoad) {
    const summaryStarted = performance.now();
    await buildSummaries(database, concurrency);
    summarySeconds = secondsSince(summaryStarted);
    print(`map cells and owners' summary built in ${summarySeconds} s`);
  }
  await syncAnnouncementIdSequence(database.db);
  // The listings' time, as the bar counts it (their map cells and owners' summary included); the
  // personal lists and the stats come after.
  const seconds = secondsSince(started);
  const listStarted = performance.now();
  await insertLists(database.db, listRows);
  const listSeconds = secondsSince(listStarted);
  print(`${listRows.length} personal-list rows in ${listSeconds} s`);
  // The load ran with the duplicate trigger off; the statistics triggers stayed on, but a rebuild
  // from the tables themselves (migrations 0011 and 0032) is cheap and leaves nothing to chance.
  const statsStarted = performance.now();
  await database.db.execute(sql`select emlak_rebuild_user_daily_stats()`);
  const statsSeconds = secondsSince(statsStarted);
  print(`user_daily_stats rebuilt in ${statsSeconds} s`);
  const analyzeStarted = performance.now();
  // VACUUM as well: it sets the visibility map, without which the planner prices index-only
  // scans (the capped counts, the owners' phone groups) as if each row were read from the table.
  await database.db.execute(sql`vacuum (analyze) announcements`);
  await database.db.execute(sql`vacuum (analyze) user_ads, user_daily_stats, user_monthly_stats`);

  const result = {
    date: new Date().toISOString(),
    count,
    seed,
    startId,
    batchSize,
    concurrency,
    bulkLoad,
    seconds,
    rowsPerSecond: Math.round(count / seconds),
    loadSeconds,
    indexSeconds,
    duplicateSeconds,
    summarySeconds,
    duplicates,
    spanDays,
    agenciesCreated,
    personalListRows: listRows.length,
    soldRows: listRows.filter((row) => row.status === 'sold').length,
    personalListSeconds: listSeconds,
    dailyStatsRebuildSeconds: statsSeconds,
    vacuumAnalyzeSeconds: secondsSince(analyzeStarted),
  };
  print(
    `${count} announcements in ${seconds} s (${result.rowsPerSecond} rows/s): ` +
      `load ${loadSeconds} s, indexes ${indexSeconds} s, duplicates ${duplicateSeconds} s, ` +
      `map cells and owners ${summarySeconds} s ` +
      `(${duplicates} rows), personal lists ${listSeconds} s (${listRows.length} rows), ` +
      `daily stats ${statsSeconds} s; then vacuum analyze ${result.vacuumAnalyzeSeconds} s`,
  );
  const resultsDir = join(import.meta.dirname, 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'generate-announcements.json'), `${JSON.stringify(result, null, 2)}\n`);
} finally {
  await database.close();
  await server.stop();
}
