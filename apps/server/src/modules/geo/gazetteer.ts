import type { GeoFeature, GeoPlaceKind, Language } from '@emlak/contracts';
import type { Executor } from '../../db/client';
import { cities, districts, landmarks, metroStations } from '../../db/schema';
import { BAKU } from '../../db/seed/reference/cities';
import { placeWords } from '../../db/seed/reference/landmarks';
import { placeNamesOf } from './place-names';
import { similarity, trigrams } from './trigram';

/**
 * The offline gazetteer (docs/decisions.md "Map and geocoding"): the seeded cities, districts,
 * settlements, metro stations and landmarks, matched in memory. A few hundred places: one read
 * of four small tables, kept for a minute so that a city an operator renames shows up soon.
 */

type Names = Record<Language, string>;
type Key = { text: string; trigrams: Set<string> };

export type Place = {
  id: string;
  kind: GeoPlaceKind;
  latitude: number;
  longitude: number;
  names: Names;
  /** The city a district, settlement, metro station or landmark lies in. */
  city: Names | null;
  keys: Key[];
};

const COUNTRY: Names = { az: 'Azərbaycan', en: 'Azerbaijan', ru: 'Азербайджан' };

/** How a place's full name reads in each language. */
const FULL_NAME: Record<GeoPlaceKind, Record<Language, (name: string, city: string) => string>> = {
  city: { az: (n, c) => `${n}, ${c}`, en: (n, c) => `${n}, ${c}`, ru: (n, c) => `${n}, ${c}` },
  district: {
    az: (n, c) => `${n} rayonu, ${c}`,
    en: (n, c) => `${n} district, ${c}`,
    ru: (n, c) => `район ${n}, ${c}`,
  },
  settlement: {
    az: (n, c) => `${n} qəsəbəsi, ${c}`,
    en: (n, c) => `${n} settlement, ${c}`,
    ru: (n, c) => `посёлок ${n}, ${c}`,
  },
  metro: {
    az: (n, c) => `${n} metrosu, ${c}`,
    en: (n, c) => `${n} metro station, ${c}`,
    ru: (n, c) => `станция метро ${n}, ${c}`,
  },
  landmark: { az: (n, c) => `${n}, ${c}`, en: (n, c) => `${n}, ${c}`, ru: (n, c) => `${n}, ${c}` },
};

/**
 * Words agents add to say what kind of place they mean ("Nərimanov m.", "м. Нариманов",
 * "Badamdar qəs."), folded: they are not part of the name, but they favour that kind.
 */
const KIND_HINTS: ReadonlyMap<string, GeoPlaceKind> = new Map([
  ...['m', 'metro', 'metrosu', 'st', 'stansiya', 'stansiyasi', 'station', 'м', 'метро', 'ст', 'станция'].map(
    (word) => [word, 'metro'] as const,
  ),
  ...['qes', 'qesebe', 'qesebesi', 'pos', 'settlement', 'пос', 'посёлок', 'поселок'].map(
    (word) => [word, 'settlement'] as const,
  ),
  ...['r', 'rayon', 'rayonu', 'district', 'р', 'н', 'район'].map((word) => [word, 'district'] as const),
]);

/** Which kind comes first when two places match a term equally well. */
const KIND_ORDER: Record<GeoPlaceKind, number> = {
  city: 0,
  district: 1,
  metro: 2,
  settlement: 3,
  landmark: 4,
};

/** Both sides of every comparison: folded, punctuation gone, ё read as е. */
export const searchWords = (text: string): string => placeWords(text).replaceAll('ё', 'е');

const keysOf = (texts: readonly string[]): Key[] =>
  [...new Set(texts.map(searchWords))]
    .filter((text) => text !== '')
    .map((text) => ({ text, trigrams: trigrams(text) }));

const place = (
  id: string,
  kind: GeoPlaceKind,
  row: { latitude: number; longitude: number },
  names: Names,
  city: Names | null,
  extraKeys: readonly string[] = [],
): Place => ({
  id,
  kind,
  latitude: row.latitude,
  longitude: row.longitude,
  names,
  city,
  keys: keysOf([names.az, names.en, names.ru, ...extraKeys]),
});

/** Reads every place of the gazetteer from the reference tables. */
export const loadPlaces = async (db: Executor): Promise<Place[]> => {
  const [cityRows, districtRows, metroRows, landmarkRows] = await Promise.all([
    // In id order: places that match a term equally well keep the order they were seeded in.
    db.select().from(cities).orderBy(cities.id),
    db.select().from(districts).orderBy(districts.id),
    db.select().from(metroStations).orderBy(metroStations.id),
    db.select().from(landmarks).orderBy(landmarks.id),
  ]);
  const cityNames = new Map(
    cityRows.map((city) => [city.id, { az: city.name, en: city.nameEn, ru: city.nameRu } satisfies Names]),
  );
  const baku = cityRows.find((city) => city.name === BAKU);
  const bakuNames = baku ? (cityNames.get(baku.id) ?? null) : null;
  return [
    ...cityRows.map((city) =>
      place(
        `city.${city.id}`,
        city.kind === 'city' ? 'city' : 'district',
        city,
        cityNames.get(city.id)!,
        null,
      ),
    ),
    ...districtRows.map((district) =>
      place(
        `district.${district.id}`,
        district.kind,
        district,
        placeNamesOf(district.name),
        cityNames.get(district.cityId) ?? null,
      ),
    ),
    ...metroRows.map((station) =>
      place(
        `metro.${station.id}`,
        'metro',
        station,
        placeNamesOf(station.name),
        cityNames.get(station.cityId) ?? null,
      ),
    ),
    ...landmarkRows.map((landmark) =>
      place(
        `landmark.${landmark.id}`,
        'landmark',
        landmark,
        { az: landmark.name, en: landmark.nameEn, ru: landmark.nameRu },
        bakuNames,
        landmark.matchKeys,
      ),
    ),
  ];
};

/** A place as the geocoding providers answer it, named in the caller's language. */
export const toFeature = (entry: Place, language: Language): GeoFeature => {
  const name = entry.names[language];
  const within = entry.city?.[language] ?? COUNTRY[language];
  return {
    id: entry.id,
    center: [entry.longitude, entry.latitude],
    place_name: FULL_NAME[entry.kind][language](name, within),
    text: name,
    kind: entry.kind,
  };
};

/** How well one of a place's names matches the term (0: not at all). */
const keyScore = (key: Key, term: string, termWords: readonly string[], termTrigrams: Set<string>) => {
  if (key.text === term) return 100;
  if (key.text.startsWith(term)) return 90 - Math.min(8, (key.text.length - term.length) / 4);
  const keyWords = key.text.split(' ');
  if (termWords.every((word) => keyWords.some((keyWord) => keyWord.startsWith(word)))) return 80;
  if (key.text.includes(term)) return 70;
  const similar = similarity(termTrigrams, key.trigrams);
  return similar >= 0.3 ? 30 + 40 * similar : 0;
};

/**
 * The places matching a search term, best first. The term is folded like the names (missing
 * Azerbaijani letters and Latin spellings of Russian names forgiven), kind words are read as a
 * preference, and names are compared whole, by prefix, by words and finally by trigram similarity
 * (misspellings). Null when the term has no letter or digit.
 */
export const searchPlaces = (places: readonly Place[], term: string, limit: number): Place[] | null => {
  const allWords = searchWords(term).split(' ').filter(Boolean);
  if (allWords.length === 0) return null;
  const hints = new Set(allWords.flatMap((word) => (KIND_HINTS.has(word) ? [KIND_HINTS.get(word)!] : [])));
  const nameWords = allWords.filter((word) => !KIND_HINTS.has(word));
  const words = nameWords.length > 0 ? nameWords : allWords;
  const text = words.join(' ');
  const textTrigrams = trigrams(text);
  return places
    .map((entry) => {
      const best = Math.max(...entry.keys.map((key) => keyScore(key, text, words, textTrigrams)));
      return { entry, score: best > 0 && hints.has(entry.kind) ? best + 30 : best };
    })
    .filter((scored) => scored.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] ||
        a.entry.names.az.length - b.entry.names.az.length,
    )
    .slice(0, limit)
    .map((scored) => scored.entry);
};

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export const distanceKm = (lat1: number, lon1: number, lat2: number, lon2: number): number => {
  const dLat = radians(lat2 - lat1);
  const dLon = radians(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
};

/** The places nearest to a point, nearest first. */
export const nearestPlaces = (
  places: readonly Place[],
  latitude: number,
  longitude: number,
  limit: number,
): Place[] =>
  places
    .map((entry) => ({ entry, distance: distanceKm(latitude, longitude, entry.latitude, entry.longitude) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit)
    .map((scored) => scored.entry);

const CACHE_MS = 60_000;

/** The places, read again at most once a minute; one read at a time. */
export const createGazetteer = (db: Executor) => {
  let cached: { places: Promise<Place[]>; at: number } | null = null;
  return {
    places: (): Promise<Place[]> => {
      if (!cached || Date.now() - cached.at > CACHE_MS) {
        const places = loadPlaces(db);
        cached = { places, at: Date.now() };
        // A failed read is not kept: the next call tries again.
        places.catch(() => {
          if (cached?.places === places) cached = null;
        });
      }
      return cached.places;
    },
  };
};
export type Gazetteer = ReturnType<typeof createGazetteer>;
