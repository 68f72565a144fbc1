import type { Language } from '@emlak/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cities, districts, metroStations } from '../../db/schema';
import type { ChangeSignal } from '../../lib/count-cache';
import { placeNamesOf } from '../geo/place-names';

/** The channel of migration 0030's triggers on cities, districts and metro_stations. */
export const PLACE_NAMES_CHANNEL = 'emlak_place_names';

/** What no trigger sees (writes with triggers disabled) is forgotten after this long. */
const MAX_AGE_MS = 10 * 60_000;

/** The names a list row shows, in one language; a listing may have no district or station. */
export type PlaceNames = {
  city: (id: number) => string;
  district: (id: number | null) => string | null;
  metroStation: (id: number | null) => string | null;
};

type AllPlaceNames = {
  cities: Map<number, Record<Language, string>>;
  districts: Map<number, Record<Language, string>>;
  metroStations: Map<number, Record<Language, string>>;
};

type PlaceRow = {
  kind: 'city' | 'district' | 'station';
  id: number;
  az: string;
  en: string | null;
  ru: string | null;
};

/** The three tables in one statement: 77 cities, 48 districts and 27 stations as seeded. */
const readAll = async (db: Executor): Promise<AllPlaceNames> => {
  const { rows } = await db.execute<PlaceRow>(sql`
    select 'city' as kind, ${cities.id} as id, ${cities.name} as az, ${cities.nameEn} as en, ${cities.nameRu} as ru
      from ${cities}
    union all
    select 'district', ${districts.id}, ${districts.name}, null, null from ${districts}
    union all
    select 'station', ${metroStations.id}, ${metroStations.name}, null, null from ${metroStations}`);
  const all: AllPlaceNames = { cities: new Map(), districts: new Map(), metroStations: new Map() };
  for (const { kind, id, az, en, ru } of rows) {
    if (kind === 'city') all.cities.set(id, { az, en: en ?? az, ru: ru ?? az });
    else (kind === 'district' ? all.districts : all.metroStations).set(id, placeNamesOf(az));
  }
  return all;
};

// Districts and metro stations are stored in Azerbaijani only; their English and Russian names
// come from the gazetteer's table (modules/geo/place-names.ts), worked out once per read.
const inLanguage = (all: AllPlaceNames, language: Language): PlaceNames => ({
  // A listing's city is a foreign key, so it is always there; '' only for a city created after
  // the read that a concurrent request already points to.
  city: (id) => all.cities.get(id)?.[language] ?? '',
  district: (id) => (id === null ? null : (all.districts.get(id)?.[language] ?? null)),
  metroStation: (id) => (id === null ? null : (all.metroStations.get(id)?.[language] ?? null)),
});

/**
 * The names of cities, districts and metro stations, read once and kept while `changes` is live
 * (the LISTEN connection of lib/change-listener.ts is proved to hear migration 0030's signal),
 * and read again after any write to the three tables, by any process. While it is not live, each
 * call reads the tables. A read that began before a change is not kept past it: the generation
 * it was read in is stale.
 *
 * Why: the names were correlated subqueries in every list's select list, and they were half of a
 * market page's planning time in PostgreSQL (docs/decisions.md "Place names from memory").
 */
export const createPlaceNameMemory = (
  db: Executor,
  changes: ChangeSignal,
  now: () => number = () => performance.now(),
) => {
  let kept: { generation: number; readAt: number; names: Promise<AllPlaceNames> } | null = null;

  const all = (): Promise<AllPlaceNames> => {
    if (!changes.isLive()) return readAll(db);
    const generation = changes.generation();
    if (kept && kept.generation === generation && now() - kept.readAt < MAX_AGE_MS) return kept.names;
    const names = readAll(db);
    const entry = { generation, readAt: now(), names };
    kept = entry;
    // A failed read is not kept: the next call reads again.
    names.catch(() => {
      if (kept === entry) kept = null;
    });
    return names;
  };

  const names = async (language: Language): Promise<PlaceNames> => inLanguage(await all(), language);
  return {
    /** The names in `language`, for the rows of one answer. */
    names,
    /**
     * `rows` and the names in `language` side by side: while the memory is not live the names are
     * a statement of their own, sent beside the rows' on another connection instead of after them.
     */
    alongside: <T>(rows: Promise<T>, language: Language): Promise<[T, PlaceNames]> =>
      Promise.all([rows, names(language)]),
  };
};

export type PlaceNameMemory = ReturnType<typeof createPlaceNameMemory>;
