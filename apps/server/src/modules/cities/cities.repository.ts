import type { CityInput } from '@emlak/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements, cities, districts, metroStations, users } from '../../db/schema';
import { defineListResource, UNPAGED_LIST_LIMIT } from '../../lib/list-query';
import { tableRepository } from '../../lib/table-repository';

const cityColumns = {
  id: cities.id,
  name: cities.name,
  nameEn: cities.nameEn,
  nameRu: cities.nameRu,
  kind: cities.kind,
  latitude: cities.latitude,
  longitude: cities.longitude,
  displayOrder: cities.displayOrder,
};

const cityList = defineListResource({
  fields: {
    id: { column: cities.id, type: 'number', sortable: true },
    name: { column: cities.name, type: 'text', sortable: true },
    nameEn: { column: cities.nameEn, type: 'text', sortable: true },
    nameRu: { column: cities.nameRu, type: 'text', sortable: true },
    kind: { column: cities.kind, type: 'enum', values: cities.kind.enumValues, sortable: true },
    latitude: { column: cities.latitude, type: 'number', sortable: true },
    longitude: { column: cities.longitude, type: 'number', sortable: true },
    displayOrder: { column: cities.displayOrder, type: 'number', sortable: true },
  },
  search: { text: [cities.name, cities.nameEn, cities.nameRu] },
  defaultSort: [
    { field: 'displayOrder', direction: 'asc' },
    { field: 'name', direction: 'asc' },
  ],
  tieBreaker: cities.id,
});

const localizedName = { az: cities.name, en: cities.nameEn, ru: cities.nameRu } as const;

export const citiesRepository = {
  ...tableRepository({
    table: cities,
    id: cities.id,
    columns: cityColumns,
    order: [cities.displayOrder, cities.name],
    list: cityList,
    // The dropdown answers in the request language and sorts by the name it shows.
    option: { label: localizedName, orderBy: [cities.displayOrder, localizedName] },
  }),

  /**
   * A city's districts (and settlements) and metro stations for the pickers, by their stored
   * (Azerbaijani) names; both lists are short (Baku has the most). The service names and sorts them.
   */
  places: async (db: Executor, cityId: number) => {
    const [districtRows, metroRows] = await Promise.all([
      db
        .select({ id: districts.id, name: districts.name, kind: districts.kind })
        .from(districts)
        .where(eq(districts.cityId, cityId))
        .orderBy(asc(districts.id))
        .limit(UNPAGED_LIST_LIMIT),
      db
        .select({ id: metroStations.id, name: metroStations.name, line: metroStations.line })
        .from(metroStations)
        .where(eq(metroStations.cityId, cityId))
        .orderBy(asc(metroStations.id))
        .limit(UNPAGED_LIST_LIMIT),
    ]);
    return { districts: districtRows, metroStations: metroRows };
  },

  /** The name of the city that already has `name` (case-insensitively), as it is written there. */
  sameName: async (db: Executor, name: string, exceptId: number | null) => {
    const sameName = sql`lower(${cities.name}) = lower(${name})`;
    const [row] = await db
      .select({ name: cities.name })
      .from(cities)
      .where(exceptId === null ? sameName : and(sameName, ne(cities.id, exceptId)))
      .limit(1);
    return row?.name;
  },

  /** Whether anything refers to the city: announcements, users, districts or metro stations. */
  isInUse: async (db: Executor, id: number) => {
    const refersTo = (table: typeof announcements | typeof users | typeof districts | typeof metroStations) =>
      sql`exists (select 1 from ${table} where ${table.cityId} = ${id})`;
    const result = await db.execute<{ inUse: boolean }>(
      sql`select (${refersTo(announcements)} or ${refersTo(users)} or ${refersTo(districts)} or ${refersTo(metroStations)}) as "inUse"`,
    );
    return result.rows[0]?.inUse === true;
  },

  insert: async (db: Executor, values: CityInput) => {
    const [row] = await db.insert(cities).values(values).returning(cityColumns);
    return row!;
  },

  update: async (db: Executor, id: number, values: CityInput) => {
    const [row] = await db.update(cities).set(values).where(eq(cities.id, id)).returning(cityColumns);
    return row;
  },

  delete: async (db: Executor, id: number) => {
    await db.delete(cities).where(eq(cities.id, id));
  },
};
