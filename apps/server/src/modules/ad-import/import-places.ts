import { foldText } from '@emlak/contracts';
import type { Executor } from '../../db/client';
import { cities, districts, metroStations } from '../../db/schema';
import { placeNamesOf } from '../geo/place-names';

/** A district or metro station: its id and the city it belongs to. */
type Place = { id: number; cityId: number };

const key = (name: string) => foldText(name.trim()).replace(/\s+/g, ' ');

/** Places indexed by folded name: the first of equal names wins (names are unique per city). */
const indexByName = <T>(entries: readonly (readonly [string, T])[]) => {
  const index = new Map<string, T>();
  for (const [name, value] of entries) if (!index.has(key(name))) index.set(key(name), value);
  return index;
};

/**
 * The reference tables an import resolves names and ids against, read once per import (cities,
 * districts and metro stations are a few hundred rows), so that no row costs a query. Names
 * compare folded like the list search: "Nerimanov" is "Nərimanov", "Baku" and "Баку" are "Bakı",
 * "Нариманов" is "Nərimanov".
 */
export const loadImportPlaces = async (db: Executor) => {
  const [cityRows, districtRows, metroRows] = await Promise.all([
    db
      .select({ id: cities.id, name: cities.name, nameEn: cities.nameEn, nameRu: cities.nameRu })
      .from(cities)
      .orderBy(cities.displayOrder, cities.id),
    db
      .select({ id: districts.id, cityId: districts.cityId, name: districts.name })
      .from(districts)
      .orderBy(districts.id),
    db
      .select({ id: metroStations.id, cityId: metroStations.cityId, name: metroStations.name })
      .from(metroStations)
      .orderBy(metroStations.id),
  ]);

  const cityIds = new Set(cityRows.map((city) => city.id));
  const cityByName = indexByName(
    cityRows.flatMap((city) => [city.name, city.nameEn, city.nameRu].map((name) => [name, city.id] as const)),
  );
  const districtById = new Map<number, Place>(districtRows.map((row) => [row.id, row]));
  const metroById = new Map<number, Place>(metroRows.map((row) => [row.id, row]));
  // A district or station by any of its three names (modules/geo/place-names.ts), as the lists show
  // them: a file exported in Russian names "Нариманов" where the table keeps "Nərimanov". The stored
  // (Azerbaijani) names come first, so that one of them wins over another place's translated name.
  const named = (rows: readonly (Place & { name: string })[], inCity: boolean) => {
    const entry = (row: Place, name: string) => [inCity ? `${row.cityId} ${name}` : name, row] as const;
    return indexByName([
      ...rows.map((row) => entry(row, row.name)),
      ...rows.flatMap((row) => {
        const { en, ru } = placeNamesOf(row.name);
        return [entry(row, en), entry(row, ru)];
      }),
    ]);
  };
  const districtByName = named(districtRows, true);
  const metroByName = named(metroRows, true);
  const districtNames = named(districtRows, false);
  const metroNames = named(metroRows, false);

  return {
    hasCity: (id: number) => cityIds.has(id),
    cityNamed: (name: string) => cityByName.get(key(name)),
    districtById: (id: number) => districtById.get(id),
    metroStationById: (id: number) => metroById.get(id),
    /** The district of that name in the city, else one of that name in any city (to say "not in the city"). */
    districtNamed: (cityId: number, name: string) =>
      districtByName.get(key(`${cityId} ${name}`)) ?? districtNames.get(key(name)),
    metroStationNamed: (cityId: number, name: string) =>
      metroByName.get(key(`${cityId} ${name}`)) ?? metroNames.get(key(name)),
  };
};

export type ImportPlaces = Awaited<ReturnType<typeof loadImportPlaces>>;
