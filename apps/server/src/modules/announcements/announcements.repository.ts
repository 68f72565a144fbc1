import type { AdType, DropdownOption, OwnerType } from '@emlak/contracts';
import { and, asc, eq, getTableColumns, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements, organizations, userAds } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { UNPAGED_LIST_LIMIT } from '../../lib/list-query';
import { announcementListColumns } from './announcement-columns';

/** A listing's own columns as the audit log records them (the search haystack is derived). */
const {
  searchText: _searchText,
  pricePerSqm: _pricePerSqm,
  ...recordColumns
} = getTableColumns(announcements);
export type AnnouncementRecord = {
  [K in keyof typeof recordColumns]: (typeof announcements.$inferSelect)[K];
};

/** Every field of one listing: the list row's plus the rest, with the organization's name. */
const detailColumns = (actor: Pick<Actor, 'userId' | 'language'>) => ({
  ...announcementListColumns(actor),
  description: announcements.description,
  address: announcements.address,
  landmark: announcements.landmark,
  hasTitleDeed: announcements.hasTitleDeed,
  isRenovated: announcements.isRenovated,
  mortgage: announcements.mortgage,
  latitude: announcements.latitude,
  longitude: announcements.longitude,
  geoPrecision: announcements.geoPrecision,
  // Qualified by hand: drizzle leaves a column bare in the select list of a query without joins.
  organizationName: sql<
    string | null
  >`(select o.name from organizations o where o.id = ${sql.identifier('announcements')}.${sql.identifier('organization_id')})`,
  createdByUserId: announcements.createdByUserId,
  soldAt: announcements.soldAt,
  updatedAt: announcements.updatedAt,
  version: announcements.version,
});
export type AnnouncementDetailRow = NonNullable<
  Awaited<ReturnType<typeof announcementsRepository.findDetail>>
>;

/** What a post or an edit writes: the listing's fields as stored (phones E.164, amounts exact). */
export type AnnouncementValues = {
  title: string | null;
  description: string | null;
  price: string;
  addType: AdType;
  propertyType: number;
  cityId: number;
  districtId: number | null;
  metroStationId: number | null;
  address: string | null;
  landmark: string | null;
  owner: string | null;
  ownerType: OwnerType;
  phone1: string;
  phone2: string | null;
  color: string | null;
  rooms: number | null;
  stage: number | null;
  stages: number | null;
  area: string;
  areaMeasureUnit: number;
  hasTitleDeed: boolean | null;
  isRenovated: boolean | null;
  mortgage: boolean | null;
  latitude: number | null;
  longitude: number | null;
  baseUrl: string | null;
};

/** The city a district and a metro station belong to, and whether the city exists: one query. */
export type PlaceCheck = { cityExists: boolean; districtCityId: number | null; metroCityId: number | null };

export const announcementsRepository = {
  findDetail: async (db: Executor, actor: Actor, id: number, scope: SQL | undefined) => {
    const [row] = await db
      .select(detailColumns(actor))
      .from(announcements)
      .where(and(eq(announcements.id, id), scope))
      .limit(1);
    return row;
  },

  /** The listing locked until the transaction ends, so that checks and the write see one version. */
  findForUpdate: async (
    tx: Executor,
    id: number,
    scope: SQL | undefined,
  ): Promise<AnnouncementRecord | undefined> => {
    const [row] = await tx
      .select(recordColumns)
      .from(announcements)
      .where(and(eq(announcements.id, id), scope))
      .for('update');
    return row;
  },

  places: async (db: Executor, cityId: number, districtId: number | null, metroStationId: number | null) => {
    const result = await db.execute<PlaceCheck>(sql`select
      exists (select 1 from cities where id = ${cityId}) as "cityExists",
      (select city_id from districts where id = ${districtId}) as "districtCityId",
      (select city_id from metro_stations where id = ${metroStationId}) as "metroCityId"`);
    return result.rows[0]!;
  },

  /** Whether another listing already has this source link (the unique index still decides a race). */
  isBaseUrlTaken: async (db: Executor, baseUrl: string, exceptId: number | null) => {
    const [row] = await db
      .select({ id: announcements.id })
      .from(announcements)
      .where(
        and(
          eq(announcements.baseUrl, baseUrl),
          exceptId === null ? undefined : ne(announcements.id, exceptId),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  organizationExists: async (db: Executor, organizationId: number) => {
    const [row] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    return row !== undefined;
  },

  insert: async (
    db: Executor,
    values: AnnouncementValues & { organizationId: number | null; createdByUserId: number },
  ): Promise<AnnouncementRecord> => {
    const [row] = await db.insert(announcements).values(values).returning(recordColumns);
    return row!;
  },

  /** Null when the row is no longer at `version`: someone else changed it first. */
  update: async (
    db: Executor,
    id: number,
    version: number,
    values: AnnouncementValues,
  ): Promise<AnnouncementRecord | null> => {
    const [row] = await db
      .update(announcements)
      .set({ ...values, updatedAt: sql`now()`, version: sql`${announcements.version} + 1` })
      .where(and(eq(announcements.id, id), eq(announcements.version, version)))
      .returning(recordColumns);
    return row ?? null;
  },

  /**
   * Removes the listing and the personal-list rows that hold it unsold (the caller checked that
   * the listing is not sold, so no sold row can refer to it).
   */
  delete: async (db: Executor, id: number) => {
    await db.delete(userAds).where(and(eq(userAds.announcementId, id), ne(userAds.status, 'sold')));
    await db.delete(announcements).where(eq(announcements.id, id));
  },

  /**
   * The listings of one probable-duplicate group the scope lets through, but `id` itself: the
   * group's original (`root`) and every listing pointing at it, oldest first.
   */
  duplicates: async (
    db: Executor,
    actor: Actor,
    id: number,
    root: number,
    scope: SQL | undefined,
    limit: number,
  ) =>
    db
      .select(announcementListColumns(actor))
      .from(announcements)
      .where(
        and(
          or(eq(announcements.id, root), eq(announcements.duplicateOf, root)),
          ne(announcements.id, id),
          scope,
        ),
      )
      .orderBy(asc(announcements.createdAt), asc(announcements.id))
      .limit(limit),

  /** The caller's own posted, unsold listings, newest first: the title, else the address, else `#id`. */
  dropdown: async (db: Executor, scope: SQL | undefined): Promise<DropdownOption[]> =>
    db
      .select({
        value: announcements.id,
        displayText: sql<string>`coalesce(nullif(${announcements.title}, ''), nullif(${announcements.address}, ''), '#' || ${announcements.id})`,
      })
      .from(announcements)
      .where(scope)
      // `nulls last` as the creator's (created_by_user_id, created_at desc) index is written.
      .orderBy(sql`${announcements.createdAt} desc nulls last`, sql`${announcements.id} desc nulls last`)
      .limit(UNPAGED_LIST_LIMIT),
};
