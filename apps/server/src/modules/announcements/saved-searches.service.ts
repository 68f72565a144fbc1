import {
  SAVED_SEARCHES_PER_USER,
  savedSearchQuerySchema,
  scopeOf,
  type CreateSavedSearchInput,
  type SavedSearch,
  type SavedSearchQuery,
} from '@emlak/contracts';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { announcements, savedSearches } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError, duplicateOf, notFound, type FieldErrors } from '../../lib/app-error';
import { onUniqueViolation } from '../../lib/constraint-errors';
import { compileAnnouncementSearch, countMatching } from './ad-search';
import { savedSearchesRepository as repository, type SavedSearchRow } from './saved-searches.repository';

/** A stored query that no longer parses (the schema moved on) is shown as an empty search. */
const EMPTY_QUERY: SavedSearchQuery = { filters: [], sortOptions: [], hideDuplicates: false };
const storedQuery = (row: SavedSearchRow): SavedSearchQuery => {
  const parsed = savedSearchQuerySchema.safeParse(row.query);
  return parsed.success ? parsed.data : EMPTY_QUERY;
};

const toSavedSearch = (row: SavedSearchRow, newCount: number, newCountCapped: boolean): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: storedQuery(row),
  newCount,
  newCountCapped,
  lastOpenedAt: row.lastOpenedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/**
 * A saved search counts what the market list (POST /ad/table) would show the user, so it searches
 * with the reach of announcements.read, not with that of savedSearches.own (own, for everyone).
 */
const searcher = (actor: Actor): Actor => ({
  ...actor,
  scope: scopeOf(actor.roleId, 'announcements.read') ?? 'own',
});

const compile = (actor: Actor, query: SavedSearchQuery) =>
  compileAnnouncementSearch(searcher(actor), query, {
    includeSold: false,
    hideDuplicates: query.hideDuplicates,
  });

/** The engine names a bad filter `filters.0.field`; in this body it is `query.filters.0.field`. */
const underQuery = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError) || !error.options.fields) throw error;
    const fields: FieldErrors = {};
    for (const [path, list] of Object.entries(error.options.fields)) fields[`query.${path}`] = list;
    throw new AppError(error.code, { ...error.options, fields });
  }
};

const nameTaken = (name: string) => duplicateOf('name', 'validation.savedSearchNameTaken', { name });

/**
 * Saved market searches, strictly the caller's own (another user's id is a 404), each with how
 * many listings matching it were created since it was last opened.
 */
export const createSavedSearchesService = (db: Db) => ({
  /**
   * Counts each search's new listings through the market search's own filter compilation, capped
   * like a list total, all in one query (at most SAVED_SEARCHES_PER_USER capped counts, each on
   * the newest-first index from the moment it was last opened).
   */
  list: async (actor: Actor): Promise<SavedSearch[]> => {
    const rows = await repository.list(db, actor.userId);
    const conditions = await Promise.all(
      rows.map(async (row): Promise<SQL | null> => {
        const where = await compile(actor, storedQuery(row)).catch((error: unknown) => {
          // A stored filter the list no longer knows counts nothing rather than failing the list.
          if (error instanceof AppError) return null;
          throw error;
        });
        if (where === null) return null;
        const since = sql`${announcements.createdAt} > (select ${savedSearches.lastOpenedAt} from ${savedSearches} where ${savedSearches.id} = ${row.id})`;
        return and(where, since)!;
      }),
    );
    const counted = await countMatching(
      db,
      conditions.filter((condition): condition is SQL => condition !== null),
    );
    let next = 0;
    return rows.map((row, index) => {
      if (conditions[index] === null) return toSavedSearch(row, 0, false);
      const { count, capped } = counted[next++]!;
      return toSavedSearch(row, count, capped);
    });
  },

  /**
   * Saves a search under a name unique to the user (case-insensitively). The query is compiled
   * as the market list would: an unknown filter or sort is a 400 now, not a broken search later.
   */
  create: async (actor: Actor, input: CreateSavedSearchInput): Promise<SavedSearch> => {
    await underQuery(() => compile(actor, input.query));
    return onUniqueViolation(
      () => nameTaken(input.name),
      () =>
        db.transaction(async (tx) => {
          await repository.lockUser(tx, actor.userId);
          if ((await repository.count(tx, actor.userId)) >= SAVED_SEARCHES_PER_USER) {
            throw new AppError('conflict', {
              message: { key: 'validation.savedSearchLimit', params: { max: SAVED_SEARCHES_PER_USER } },
            });
          }
          const taken = await repository.sameName(tx, actor.userId, input.name);
          if (taken !== undefined) throw nameTaken(taken);
          return toSavedSearch(await repository.insert(tx, actor.userId, input.name, input.query), 0, false);
        }),
    );
  },

  /** Opening it starts counting anew: nothing is new right after. */
  open: async (actor: Actor, id: number): Promise<SavedSearch> => {
    const row = await repository.markOpened(db, actor.userId, id);
    if (!row) throw notFound();
    return toSavedSearch(row, 0, false);
  },

  delete: async (actor: Actor, id: number): Promise<void> => {
    if (!(await repository.delete(db, actor.userId, id))) throw notFound();
  },
});

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
