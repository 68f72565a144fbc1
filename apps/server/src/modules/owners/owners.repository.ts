import {
  OWNER_CITIES_SHOWN,
  PROBABLE_AGENT_THRESHOLD,
  type Language,
  type ListQuery,
} from '@emlak/contracts';
import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements, cities, contacts } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import type { CountCache } from '../../lib/count-cache';
import { defineListResource, runCustomListQuery, runListQuery } from '../../lib/list-query';
import { nameScopes, ownersVisible, ownerSummaryNames, visibleOwnerParts } from './owners.summary';

/**
 * Owners are the phones of `owners_visible` (owners.summary.ts), one row each with its sums, so
 * every field is a plain column of that derived table and the engine's conditions a plain WHERE.
 * `phone` and `ownerName` filters are taken out before the engine sees them (see ownersService).
 */
const ownerList = defineListResource({
  fields: {
    phone: { column: ownersVisible.phone, type: 'text', sortable: true },
    // float8, so that any finite number the client compares with stays a valid parameter (the
    // summary's index is on the same expression).
    announcementCount: { column: sql`${ownersVisible.listings}::float8`, type: 'number', sortable: true },
    lastAnnouncementAt: { column: ownersVisible.lastCreatedAt, type: 'date', sortable: true },
    isProbableAgent: {
      // On the count's float8 expression, so that a filter on it is a range of the count's index.
      column: sql`(${ownersVisible.listings}::float8 >= ${PROBABLE_AGENT_THRESHOLD})`,
      type: 'boolean',
      sortable: true,
    },
  },
  defaultSort: [{ field: 'announcementCount', direction: 'desc' }],
  tieBreaker: ownersVisible.phone,
});

/**
 * An owner's name filters apply to each name written with the phone (a summary row per name and
 * city); a phone matches when one of the names the caller may see does.
 */
export const ownerNameRows = defineListResource({
  fields: { ownerName: { column: ownerSummaryNames.owner, type: 'text', sortable: true } },
  defaultSort: [{ field: 'ownerName', direction: 'asc' }],
  tieBreaker: ownerSummaryNames.phone,
});

const ownerAnnouncementList = defineListResource({
  fields: { createdAt: { column: announcements.createdAt, type: 'date', sortable: true } },
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
  tieBreaker: announcements.id,
});

const cityNameOf = { az: cities.name, en: cities.nameEn, ru: cities.nameRu } as const;

/** What the list shows of an owner besides the counts. */
export type OwnerShown = { ownerName: string | null; cities: string[] };

/** Whether the caller's organization's contact book has the phone. */
const inContactsOf = (phone: SQLWrapper, actor: Actor) =>
  sql`exists (select 1 from ${contacts}
               where ${contacts.organizationId} = ${actor.organizationId}
                 and ${phone} in (${contacts.phone1}, ${contacts.phone2}, ${contacts.phone3}))`;

export const ownersRepository = {
  /**
   * One page of owners from the summary (owners_visible), and the engine's capped count.
   * `where` narrows the phones beside the engine's own filters. `onlyNamed`: the request's one
   * condition, on owner_summary_names, when it has no other: the count then reads the matching
   * names alone (a phone with a visible name is a visible owner, the two summaries being kept
   * together), 27 ms for a common first name on 1,000,000 listings instead of 200 ms.
   * Each row says whether its contact book has the phone, and, where it is one summary row as it
   * stands, the usual name and the cities shown (`shown`); the others' are `details`' to read.
   */
  page: (
    db: Executor,
    actor: Actor,
    request: { query: ListQuery; where: SQL | undefined; onlyNamed?: SQL; countCache?: CountCache },
  ) => {
    const { query, where, onlyNamed, countCache } = request;
    const parts = visibleOwnerParts(actor);
    const cityName = cityNameOf[actor.language];
    const columns = sql`${ownersVisible.phone}, ${ownersVisible.listings}, ${ownersVisible.lastCreatedAt},
      ${ownersVisible.single}, ${ownersVisible.usualOwner}, ${ownersVisible.cityIds}, ${ownersVisible.cityListings}`;
    return runCustomListQuery(db, {
      resource: ownerList,
      query,
      language: actor.language,
      scope: where,
      countCache,
      rows: async ({ where: matching, orderBy, limit, offset }) => {
        const order = sql.join(orderBy, sql`, `);
        // Each part's first offset + limit rows in the page's order hold the page. The cities'
        // names and the contact book are looked up for the page's rows alone, outside the limit:
        // above it PostgreSQL would compute them for the rows the offset skips too.
        const merged = sql.join(
          parts.map(
            (part) =>
              sql`(select ${columns} from ${part} where ${matching ?? sql`true`}
                    order by ${order} limit ${offset + limit})`,
          ),
          sql` union all `,
        );
        const result = await db.execute<{
          phone: string;
          listings: number;
          last_created_at: string;
          single: boolean;
          usual_owner: string | null;
          cities: string[] | null;
          in_contacts: boolean;
        }>(
          sql`select ${ownersVisible.phone}, ${ownersVisible.listings}, ${ownersVisible.lastCreatedAt},
                ${ownersVisible.single}, ${ownersVisible.usualOwner},
                case when ${ownersVisible.single} then array(
                  select ${cityName} from unnest(${ownersVisible.cityIds}, ${ownersVisible.cityListings})
                           as shown(city_id, listings)
                    join ${cities} on ${cities.id} = shown.city_id
                   order by shown.listings desc, ${cityName}
                   limit ${OWNER_CITIES_SHOWN}) end as cities,
                ${inContactsOf(ownersVisible.phone, actor)} as in_contacts
               from (select ${columns} from (${merged}) as owners_visible
                      order by ${order} limit ${limit} offset ${offset}) as owners_visible
               order by ${order}`,
        );
        return result.rows.map((row) => ({
          phone: row.phone,
          announcementCount: row.listings,
          lastAnnouncementAt: new Date(row.last_created_at),
          inContacts: row.in_contacts,
          shown: row.single ? { ownerName: row.usual_owner, cities: row.cities ?? [] } : undefined,
        }));
      },
      matching: (matching) =>
        onlyNamed
          ? sql`select distinct ${ownerSummaryNames.phone} from ${ownerSummaryNames}
                 where ${and(onlyNamed, nameScopes(actor))}`
          : sql.join(
              parts.map((part) => sql`(select 1 from ${part} where ${matching ?? sql`true`})`),
              sql` union all `,
            ),
    });
  },

  /**
   * The usual name and cities of phones whose page row sums two summary rows (a phone with
   * listings of the caller's organization), in one query, from the names summary: the name most
   * often written with the phone (as mode() picked it from the listings: listings without a name
   * left out, the first in the column's order among equally frequent ones), and its most frequent
   * cities. The same rule as the summary's own columns (migration 0024).
   */
  details: async (db: Executor, phones: string[], actor: Actor): Promise<Map<string, OwnerShown>> => {
    if (phones.length === 0) return new Map();
    const cityName = cityNameOf[actor.language];
    const ofPhone = and(sql`${ownerSummaryNames.phone} = p.phone`, nameScopes(actor));
    const result = await db.execute<OwnerShown & { phone: string }>(sql`
      select p.phone,
        (select ${ownerSummaryNames.owner} from ${ownerSummaryNames}
          where ${ofPhone} and ${ownerSummaryNames.owner} is not null
          group by ${ownerSummaryNames.owner}
          order by sum(${ownerSummaryNames.listings}) desc, ${ownerSummaryNames.owner}
          limit 1) as "ownerName",
        array(select ${cityName} from ${ownerSummaryNames}
                join ${cities} on ${cities.id} = ${ownerSummaryNames.cityId}
               where ${ofPhone}
               group by ${cities.id}, ${cityName}
               order by sum(${ownerSummaryNames.listings}) desc, ${cityName}
               limit ${OWNER_CITIES_SHOWN}) as "cities"
      from unnest(array[${sql.join(
        phones.map((phone) => sql`${phone}`),
        sql`, `,
      )}]::text[]) as p(phone)`);
    return new Map(
      result.rows.map(({ phone, ownerName, cities: shownCities }) => [
        phone,
        { ownerName, cities: shownCities },
      ]),
    );
  },

  /**
   * The phones one of whose names the caller may see matches `condition` (on
   * owner_summary_names.owner): the names summary's trigram index finds them for a folded LIKE.
   */
  phonesNamed: (condition: SQL, actor: Pick<Actor, 'scope' | 'organizationId'>): SQL =>
    sql`${ownersVisible.phone} in (select ${ownerSummaryNames.phone} from ${ownerSummaryNames} where ${and(
      condition,
      nameScopes(actor),
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
