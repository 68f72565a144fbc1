import type { DropdownOption, Language, ListQuery } from '@emlak/contracts';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cities } from '../../db/schema';
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
};
