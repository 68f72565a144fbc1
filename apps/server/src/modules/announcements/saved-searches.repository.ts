import { SAVED_SEARCHES_PER_USER, type SavedSearchQuery } from '@emlak/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { savedSearches } from '../../db/schema';

const savedSearchColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  lastOpenedAt: savedSearches.lastOpenedAt,
  createdAt: savedSearches.createdAt,
};
export type SavedSearchRow = {
  id: number;
  name: string;
  query: unknown;
  lastOpenedAt: Date;
  createdAt: Date;
};

/** Namespace of the advisory locks that make one user's saved-search writes take turns. */
const SAVED_SEARCHES_LOCK = 7_402;

/** Every read and write names the user: a saved search is its owner's alone. */
export const savedSearchesRepository = {
  /** The user's saved searches, newest first; never more than the limit lets them keep. */
  list: (db: Executor, userId: number): Promise<SavedSearchRow[]> =>
    db
      .select(savedSearchColumns)
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
      .limit(SAVED_SEARCHES_PER_USER),

  /** Until the transaction ends, no other request adds a saved search for this user. */
  lockUser: async (db: Executor, userId: number) => {
    await db.execute(sql`select pg_advisory_xact_lock(${SAVED_SEARCHES_LOCK}, ${userId})`);
  },

  count: (db: Executor, userId: number) => db.$count(savedSearches, eq(savedSearches.userId, userId)),

  /** The name as the user wrote it on the saved search that already has `name`, case-insensitively. */
  sameName: async (db: Executor, userId: number, name: string) => {
    const [row] = await db
      .select({ name: savedSearches.name })
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), sql`lower(${savedSearches.name}) = lower(${name})`))
      .limit(1);
    return row?.name;
  },

  insert: async (
    db: Executor,
    userId: number,
    name: string,
    query: SavedSearchQuery,
  ): Promise<SavedSearchRow> => {
    const [row] = await db
      .insert(savedSearches)
      .values({ userId, name, query })
      .returning(savedSearchColumns);
    return row!;
  },

  /** Marks it opened now; undefined when the user has no such saved search. */
  markOpened: async (db: Executor, userId: number, id: number): Promise<SavedSearchRow | undefined> => {
    const [row] = await db
      .update(savedSearches)
      .set({ lastOpenedAt: sql`now()` })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning(savedSearchColumns);
    return row;
  },

  /** Whether there was such a saved search of the user to delete. */
  delete: async (db: Executor, userId: number, id: number) => {
    const rows = await db
      .delete(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
      .returning({ id: savedSearches.id });
    return rows.length > 0;
  },
};
