import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { seedDemo } from './demo/seed-demo';
import { runDemoUpkeep } from './demo/upkeep';
import { seedReference } from './reference/seed-reference';

export type SeedOptions = { demo: boolean; log?: (message: string) => void };

/** Any constant all instances agree on, other than the migrations' lock. */
const SEED_LOCK_KEY = 7_301_995;

/**
 * Reference data always; demo data and its upkeep when asked. Idempotent: running it twice
 * changes nothing.
 * One transaction, so a failed start leaves nothing half-seeded; instances starting together
 * queue on an advisory lock instead of inserting the same rows side by side.
 */
export const seedDatabase = async (db: Db, options: SeedOptions): Promise<void> => {
  const log = options.log ?? (() => undefined);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedReference(tx);
    if (options.demo) {
      await seedDemo(tx, log);
      // At every start, under the same lock: the demo stays a paying customer (demo/upkeep.ts).
      await runDemoUpkeep(tx, new Date());
    }
  });
  log('Database seeded.');
};
