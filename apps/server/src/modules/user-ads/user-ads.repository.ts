import {
  AD_TYPES,
  USER_AD_STATUSES,
  type DropdownOption,
  type ListQuery,
  type Page,
  type UserAdCounts,
} from '@emlak/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db, Executor } from '../../db/client';
import { announcements, userAds } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { defineListResource, runListQuery, UNPAGED_LIST_LIMIT } from '../../lib/list-query';
import {
  announcementListColumns,
  listingSearch,
  type ListViewer,
} from '../announcements/announcement-columns';

type Viewer = Pick<Actor, 'userId' | 'language'>;

/** A personal-list row with its listing as the market list shows it: one query, no N+1. */
const userAdColumns = (viewer: ListViewer) => ({
  id: userAds.id,
  adId: userAds.announcementId,
  userId: userAds.userId,
  userName: sql<string>`(select u.name from users u where u.id = ${userAds.userId})`,
  status: userAds.status,
  addedAt: userAds.addedAt,
  workedAt: userAds.workedAt,
  soldAt: userAds.soldAt,
  soldDate: userAds.soldDate,
  soldPrice: userAds.soldPrice,
  amountOfSeller: userAds.amountOfSeller,
  amountOfBuyer: userAds.amountOfBuyer,
  version: userAds.version,
  announcement: announcementListColumns(viewer),
});
export type UserAdRow = SelectResultFields<ReturnType<typeof userAdColumns>>;

/** What a locked read of a row returns: the row itself, without the joined listing. */
const lockedColumns = {
  id: userAds.id,
  userId: userAds.userId,
  organizationId: userAds.organizationId,
  announcementId: userAds.announcementId,
  status: userAds.status,
  workedAt: userAds.workedAt,
  version: userAds.version,
};

/** What emlak_sell_user_ad answers: sold, or why not (nothing changed then). */
export type SaleOutcome = 'sold' | 'not_found' | 'already_sold';

// The list's own fields, then the listing's (docs/announcements.md). A user's list is
// read through user_ads_user_idx (user, added_at); filters and other sorts work within it.
const personalFields = {
  status: { column: userAds.status, type: 'enum', values: USER_AD_STATUSES },
  addedAt: { column: userAds.addedAt, type: 'date', sortable: true },
  workedAt: { column: userAds.workedAt, type: 'date', sortable: true },
  soldAt: { column: userAds.soldAt, type: 'date', sortable: true },
  soldDate: { column: userAds.soldDate, type: 'date' },
  price: { column: announcements.price, type: 'number', sortable: true },
  cityId: { column: announcements.cityId, type: 'number' },
  addType: { column: announcements.addType, type: 'enum', values: AD_TYPES },
  propertyType: { column: announcements.propertyType, type: 'number' },
  rooms: { column: announcements.rooms, type: 'number' },
  isSold: { column: announcements.isSold, type: 'boolean' },
} as const;

const byNewest = [{ field: 'addedAt', direction: 'desc' }] as const;

/** POST /usersads/table: the caller's own list. */
export const ownUserAdList = defineListResource({
  fields: personalFields,
  search: listingSearch,
  defaultSort: [...byNewest],
  tieBreaker: userAds.id,
});

/** POST /usersads/all/table: every list of the organization, which may be narrowed to one user. */
export const organizationUserAdList = defineListResource({
  fields: { ...personalFields, userId: { column: userAds.userId, type: 'number' } },
  search: listingSearch,
  defaultSort: [...byNewest],
  tieBreaker: userAds.id,
});

const withListing = (db: Executor, fields: SelectedFields) =>
  db
    .select(fields)
    .from(userAds)
    .innerJoin(announcements, eq(announcements.id, userAds.announcementId))
    .$dynamic();

/** A row of the viewer's own list by id, with placeholders for the id and the viewer. */
const ownRowQuery = (executor: Executor) => {
  const userId = sql.placeholder('userId');
  return withListing(executor, userAdColumns({ userId }))
    .where(and(eq(userAds.id, sql.placeholder('id')), eq(userAds.userId, userId)))
    .limit(1);
};

export const userAdsRepository = {
  page: (
    db: Executor,
    viewer: Viewer,
    resource: typeof ownUserAdList,
    query: ListQuery,
    scope: SQL | undefined,
  ): Promise<Page<UserAdRow>> =>
    runListQuery(db, {
      resource,
      query,
      language: viewer.language,
      scope,
      columns: userAdColumns(viewer),
      from: (fields) => withListing(db, fields),
    }),

  /** One of the viewer's own rows with its listing (the answer to an add, a work or a sale). */
  findById: async (db: Executor, viewer: Viewer, id: number) => {
    const [row] = await ownRowQuery(db).execute({ id, userId: viewer.userId });
    return row as UserAdRow | undefined;
  },

  /**
   * findById outside a transaction, for the answer to a sale (a request of its own that the sell
   * benchmark drives at 16 connections): built once and run as a named prepared statement, so
   * that drizzle does not build this wide select, nor PostgreSQL parse and plan it, per sale
   * (docs/decisions.md "A sale is one round trip"). Its plan is the same for every id: a primary
   * key's row and its listing by primary key.
   */
  prepareFindById: (db: Db) => {
    const prepared = ownRowQuery(db).prepare('user_ad_by_id');
    return async (viewer: Viewer, id: number) => {
      const [row] = await prepared.execute({ id, userId: viewer.userId });
      return row as UserAdRow | undefined;
    };
  },

  /** The row alone, locked until the transaction ends. */
  findForUpdate: async (tx: Executor, id: number, scope: SQL | undefined) => {
    const [row] = await tx
      .select(lockedColumns)
      .from(userAds)
      .where(and(eq(userAds.id, id), scope))
      .for('update');
    return row;
  },

  isInList: async (db: Executor, userId: number, announcementId: number) => {
    const [row] = await db
      .select({ id: userAds.id })
      .from(userAds)
      .where(and(eq(userAds.userId, userId), eq(userAds.announcementId, announcementId)));
    return row !== undefined;
  },

  insert: async (
    tx: Executor,
    values: { userId: number; organizationId: number; announcementId: number },
  ): Promise<number> => {
    const [row] = await tx.insert(userAds).values(values).returning({ id: userAds.id });
    return row!.id;
  },

  /** added -> work; a row already in work keeps its first worked_at. */
  markWorked: async (tx: Executor, id: number) => {
    await tx
      .update(userAds)
      .set({
        status: 'work',
        workedAt: sql`now()`,
        updatedAt: sql`now()`,
        version: sql`${userAds.version} + 1`,
      })
      .where(and(eq(userAds.id, id), eq(userAds.status, 'added')));
  },

  /**
   * A sale in one round trip: emlak_sell_user_ad (migration 0027) locks the listing, then the
   * caller's row, checks that neither is sold, writes the audit entry and sells both, as one
   * statement; it changes nothing unless it answers 'sold' (docs/decisions.md "A sale is one round
   * trip"). A null soldPrice is the listing's asking price.
   */
  sell: async (
    db: Executor,
    sale: {
      rowId: number;
      userId: number;
      soldDate: string;
      soldPrice: string | null;
      amountOfSeller: string;
      amountOfBuyer: string;
      clientAddress: string;
      requestId: string;
    },
  ): Promise<SaleOutcome> => {
    const { rows } = await db.execute<{ outcome: SaleOutcome }>(sql`
      select emlak_sell_user_ad(${sale.rowId}, ${sale.userId}, ${sale.soldDate}, ${sale.soldPrice},
        ${sale.amountOfSeller}, ${sale.amountOfBuyer}, ${sale.clientAddress}, ${sale.requestId}) as outcome`);
    return rows[0]!.outcome;
  },

  delete: async (tx: Executor, id: number) => {
    await tx.delete(userAds).where(eq(userAds.id, id));
  },

  /** How many of a user's rows are in each status: one grouped read of the user's index. */
  counts: async (db: Executor, userId: number): Promise<UserAdCounts> => {
    const rows = await db
      .select({ status: userAds.status, count: sql<number>`count(*)::int` })
      .from(userAds)
      .where(eq(userAds.userId, userId))
      .groupBy(userAds.status);
    const counts: UserAdCounts = { added: 0, work: 0, sold: 0 };
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  },

  /** A user's rows for a picker, newest first, named by the listing's title or its number. */
  options: async (db: Executor, userId: number): Promise<DropdownOption[]> =>
    db
      .select({
        value: userAds.id,
        displayText: sql<string>`coalesce(nullif(btrim(${announcements.title}), ''), '#' || ${announcements.id})`,
      })
      .from(userAds)
      .innerJoin(announcements, eq(announcements.id, userAds.announcementId))
      .where(eq(userAds.userId, userId))
      .orderBy(desc(userAds.addedAt), desc(userAds.id))
      .limit(UNPAGED_LIST_LIMIT),
};
