import type { CityInput, DropdownOption, Language, ListQuery } from '@emlak/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { announcements, cities, districts, metroStations, users } from '../../db/schema';
import { defineListResource, runListQuery } from '../../lib/list-query';

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
  defaultSort: [
    { field: 'displayOrder', direction: 'asc' },
    { field: 'name', direction: 'asc' },
  ],
  tieBreaker: cities.id,
});

const localizedName = { az: cities.name, en: cities.nameEn, ru: cities.nameRu } as const;

export const citiesRepository = {
  listAll: (db: Executor) =>
    db.select(cityColumns).from(cities).orderBy(asc(cities.displayOrder), asc(cities.name), asc(cities.id)),

  page: (db: Executor, query: ListQuery) =>
    runListQuery(db, {
      resource: cityList,
      query,
      rows: ({ where, orderBy, limit, offset }) =>
        db
          .select(cityColumns)
          .from(cities)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      matching: (where) =>
        db
          .select({ one: sql`1` })
          .from(cities)
          .where(where),
    }),

  options: (db: Executor, language: Language): Promise<DropdownOption[]> =>
    db
      .select({ value: cities.id, displayText: localizedName[language] })
      .from(cities)
      .orderBy(asc(cities.displayOrder), asc(localizedName[language]), asc(cities.id)),

  findById: async (db: Executor, id: number, options: { forUpdate?: boolean } = {}) => {
    const query = db.select(cityColumns).from(cities).where(eq(cities.id, id));
    const [row] = options.forUpdate ? await query.for('update') : await query;
    return row;
  },

  isNameTaken: async (db: Executor, name: string, exceptId: number | null) => {
    const sameName = sql`lower(${cities.name}) = lower(${name})`;
    const [row] = await db
      .select({ id: cities.id })
      .from(cities)
      .where(exceptId === null ? sameName : and(sameName, ne(cities.id, exceptId)))
      .limit(1);
    return row !== undefined;
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
