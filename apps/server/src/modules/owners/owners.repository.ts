import {
  OWNER_CITIES_SHOWN,
  PROBABLE_AGENT_THRESHOLD,
  type Language,
  type ListQuery,
} from '@emlak/contracts';
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements, cities, contacts } from '../../db/schema';
import { defineListResource, runCustomListQuery, runListQuery } from '../../lib/list-query';

/**
 * Owners are groups of announcements by their first phone, so every field here but `phone` is an
 * aggregate: the engine's conditions go into HAVING. `phone` and `ownerName` filters are taken
 * out before the engine sees them and narrow the rows instead (see ownersService).
 */
const ownerList = defineListResource({
  fields: {
    phone: { column: announcements.phone1, type: 'text', sortable: true },
    // float8, so that any finite number the client compares with stays a valid parameter.
    announcementCount: { column: sql`count(*)::float8`, type: 'number', sortable: true },
    lastAnnouncementAt: { column: sql`max(${announcements.createdAt})`, type: 'date', sortable: true },
    isProbableAgent: {
      column: sql`(count(*) >= ${PROBABLE_AGENT_THRESHOLD})`,
      type: 'boolean',
      sortable: true,
    },
  },
  defaultSort: [{ field: 'announcementCount', direction: 'desc' }],
  tieBreaker: announcements.phone1,
});

/** An owner's name filters apply to each announcement's `owner` text; a phone matches when one does. */
export const ownerNameRows = defineListResource({
  fields: { ownerName: { column: announcements.owner, type: 'text', sortable: true } },
  defaultSort: [{ field: 'ownerName', direction: 'asc' }],
  tieBreaker: announcements.id,
});

const ownerAnnouncementList = defineListResource({
  fields: { createdAt: { column: announcements.createdAt, type: 'date', sortable: true } },
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
  tieBreaker: announcements.id,
});

const cityNameOf = { az: cities.name, en: cities.nameEn, ru: cities.nameRu } as const;

export type OwnerDetails = { phone: string; ownerName: string | null; cities: string[]; inContacts: boolean };

export const ownersRepository = {
  /**
   * One page of owners: one grouped query over the phone index, and the engine's capped count.
   * `rows` narrows the announcements, `groups` the owners (beside the engine's own filters).
   */
  page: (
    db: Executor,
    query: ListQuery,
    language: Language,
    rows: SQL | undefined,
    groups: SQL | undefined,
  ) => {
    const where = and(isNotNull(announcements.phone1), rows);
    return runCustomListQuery(db, {
      resource: ownerList,
      query,
      language,
      rows: ({ where: having, orderBy, limit, offset }) =>
        db
          .select({
            phone: sql<string>`${announcements.phone1}`,
            announcementCount: sql<number>`count(*)::int`,
            lastAnnouncementAt: sql<Date>`max(${announcements.createdAt})`.mapWith(announcements.createdAt),
          })
          .from(announcements)
          .where(where)
          .groupBy(announcements.phone1)
          .having(and(having, groups))
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      matching: (having) =>
        db
          .select({ one: sql`1` })
          .from(announcements)
          .where(where)
          .groupBy(announcements.phone1)
          .having(and(having, groups)),
    });
  },

  /**
   * What the list shows besides the counts, for one page of phones in one query: the name most
   * often written with the phone, its most frequent cities, and whether the organization's
   * contact book has the phone.
   */
  details: async (
    db: Executor,
    phones: string[],
    visible: SQL | undefined,
    organizationId: number,
    language: Language,
  ): Promise<Map<string, OwnerDetails>> => {
    if (phones.length === 0) return new Map();
    const cityName = cityNameOf[language];
    const ofPhone = and(sql`${announcements.phone1} = p.phone`, visible);
    const result = await db.execute<OwnerDetails>(sql`
      select p.phone,
        (select mode() within group (order by ${announcements.owner})
           from ${announcements} where ${ofPhone}) as "ownerName",
        array(select ${cityName} from ${announcements}
                join ${cities} on ${cities.id} = ${announcements.cityId}
               where ${ofPhone}
               group by ${cities.id}, ${cityName}
               order by count(*) desc, ${cityName}
               limit ${OWNER_CITIES_SHOWN}) as "cities",
        exists (select 1 from ${contacts}
                 where ${contacts.organizationId} = ${organizationId}
                   and p.phone in (${contacts.phone1}, ${contacts.phone2}, ${contacts.phone3})) as "inContacts"
      from unnest(array[${sql.join(
        phones.map((phone) => sql`${phone}`),
        sql`, `,
      )}]::text[]) as p(phone)`);
    return new Map(result.rows.map((row) => [row.phone, row]));
  },

  /**
   * The phones one of whose listings the caller may see names the owner `pattern` (folded LIKE):
   * the trigram index on the folded owner finds the listings, the phone index then their groups,
   * whose counts stay whole because the condition is on the phone, not on each listing.
   */
  phonesNamed: (pattern: string, visible: SQL | undefined): SQL =>
    sql`${announcements.phone1} in (select ${announcements.phone1} from ${announcements} where ${and(
      sql`emlak_fold(${announcements.owner}) like ${pattern}`,
      visible,
    )})`,

  /** The name most often written with the phone in the announcements the caller may see. */
  usualName: async (db: Executor, phone: string, visible: SQL | undefined) => {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        ownerName: sql<string | null>`mode() within group (order by ${announcements.owner})`,
      })
      .from(announcements)
      .where(and(eq(announcements.phone1, phone), visible));
    return row && row.count > 0 ? { ownerName: row.ownerName } : null;
  },

  announcements: (
    db: Executor,
    phone: string,
    visible: SQL | undefined,
    paging: { page: number; pageSize: number },
    language: Language,
  ) =>
    runListQuery(db, {
      resource: ownerAnnouncementList,
      query: { ...paging, filters: [], sortOptions: [] },
      language,
      scope: and(eq(announcements.phone1, phone), visible),
      columns: {
        id: announcements.id,
        title: announcements.title,
        price: announcements.price,
        cityName: cityNameOf[language],
        addType: announcements.addType,
        propertyType: announcements.propertyType,
        rooms: announcements.rooms,
        area: announcements.area,
        createdAt: announcements.createdAt,
        isSold: announcements.isSold,
        baseUrl: announcements.baseUrl,
      },
      from: (fields) =>
        db
          .select(fields)
          .from(announcements)
          .innerJoin(cities, eq(cities.id, announcements.cityId))
          .$dynamic(),
    }),
};
