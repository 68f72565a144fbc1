import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements, organizations } from '../../db/schema';
import type { ImportValues, UpdatedColumn } from './import-row';

/** Namespace of the advisory locks that let one import at a time write a target's listings. */
const AD_IMPORT_LOCK = 7_403;

/** The columns an import inserts, with the array type PostgreSQL unnests each as. */
const COLUMN_TYPES: Record<keyof ImportValues, string> = {
  baseUrl: 'text',
  title: 'text',
  description: 'text',
  price: 'numeric',
  addType: 'text',
  propertyType: 'smallint',
  cityId: 'integer',
  districtId: 'integer',
  metroStationId: 'integer',
  address: 'text',
  landmark: 'text',
  owner: 'text',
  ownerType: 'text',
  phone1: 'text',
  phone2: 'text',
  color: 'text',
  rooms: 'smallint',
  stage: 'smallint',
  stages: 'smallint',
  area: 'numeric',
  areaMeasureUnit: 'smallint',
  hasTitleDeed: 'boolean',
  isRenovated: 'boolean',
  mortgage: 'boolean',
  latitude: 'double precision',
  longitude: 'double precision',
  createdAt: 'timestamptz',
};

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const names = (keys: readonly string[]) => sql.raw(keys.map(snakeCase).join(', '));

/** Whose listings an import writes: an organization's, or the public market's (null). */
export type ImportTarget = { organizationId: number | null; createdByUserId: number | null };

export const adImportRepository = {
  organizationExists: async (db: Executor, organizationId: number) => {
    const [row] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    return row !== undefined;
  },

  /**
   * One import at a time per target (an organization, or the public market): two imports of the
   * same file would otherwise wait on each other's rows, or deadlock. False when one is running.
   */
  tryLock: async (db: Executor, organizationId: number | null) => {
    const result = await db.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${AD_IMPORT_LOCK}, ${organizationId ?? 0}) as locked`,
    );
    return result.rows[0]?.locked === true;
  },

  /**
   * Inserts the rows, or updates the listing with the same `baseUrl` when it is the target's and
   * not sold, rewriting the `updates` columns; every row's baseUrl is distinct. Answers what became
   * of each written baseUrl (`xmax = 0` is true for a row this statement inserted); a baseUrl
   * missing from the answer belongs to a listing the import may not change. The triggers of
   * migration 0007 fill search_text and duplicate_of row by row, so duplicates within the file
   * are found too. A new listing without a createdAt is created now.
   */
  upsert: async (
    db: Executor,
    rows: readonly ImportValues[],
    target: ImportTarget,
    updates: readonly UpdatedColumn[],
  ): Promise<Map<string, 'inserted' | 'updated'>> => {
    const outcome = new Map<string, 'inserted' | 'updated'>();
    if (rows.length === 0) return outcome;
    // One array parameter per column, unnested by PostgreSQL: a batch is one short statement
    // whatever its size, where a VALUES list would take 13,000 parameters to build and parse.
    const keys = (Object.keys(COLUMN_TYPES) as (keyof ImportValues)[]).filter(
      (key) => key !== 'createdAt' || rows.every((row) => row.createdAt !== null),
    );
    const arrays = keys.map((key) => {
      const values = rows.map((row) => (key === 'createdAt' ? row.createdAt!.toISOString() : row[key]));
      return sql`${sql.param(values)}::${sql.raw(COLUMN_TYPES[key])}[]`;
    });
    const set = updates.map((key) => `${snakeCase(key)} = excluded.${snakeCase(key)}`);
    const result = await db.execute<{ base_url: string; inserted: boolean }>(sql`
      insert into announcements (organization_id, created_by_user_id, ${names(keys)})
      select ${target.organizationId}::integer, ${target.createdByUserId}::integer, *
        from unnest(${sql.join(arrays, sql`, `)})
      on conflict (base_url) do update
        set ${sql.raw([...set, 'version = announcements.version + 1', 'updated_at = now()'].join(', '))}
        where announcements.organization_id is not distinct from excluded.organization_id
          and not announcements.is_sold
      returning base_url, (xmax = 0) as inserted`);
    for (const row of result.rows) outcome.set(row.base_url, row.inserted ? 'inserted' : 'updated');
    return outcome;
  },

  /** Whether the planner has statistics of the listings' phones (a fresh database has none). */
  hasStatistics: async (db: Executor) => {
    const result = await db.execute<{ present: boolean }>(
      sql`select exists (select 1 from pg_stats where schemaname = current_schema()
            and tablename = 'announcements' and attname = 'phone1') as present`,
    );
    return result.rows[0]?.present === true;
  },

  /**
   * Statistics of the listings, taken inside the import's transaction: ANALYZE samples the rows
   * the transaction itself inserted, and new statistics make PostgreSQL plan the triggers' queries
   * again.
   */
  analyze: async (db: Executor) => {
    await db.execute(sql`analyze announcements`);
  },

  /** Who holds these source addresses: to tell a sold listing from another organization's. */
  holders: async (db: Executor, baseUrls: readonly string[]) => {
    const holders = new Map<string, { organizationId: number | null; isSold: boolean }>();
    if (baseUrls.length === 0) return holders;
    const rows = await db
      .select({
        baseUrl: announcements.baseUrl,
        organizationId: announcements.organizationId,
        isSold: announcements.isSold,
      })
      .from(announcements)
      .where(inArray(announcements.baseUrl, [...baseUrls]));
    for (const row of rows) holders.set(row.baseUrl!, row);
    return holders;
  },
};
