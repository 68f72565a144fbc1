import type { GeoFeature, GeoPlaceKind, Language } from '@emlak/contracts';
import { z } from 'zod';

/**
 * An optional external geocoder (GEOCODER_URL): a Nominatim-compatible `/search` endpoint (answers
 * a JSON array) or a Mapbox-compatible one (answers `{features}`; a `{query}` in the URL is
 * replaced by the term). It is tried first and the gazetteer answers whenever it is not
 * configured, slow (GEOCODER_TIMEOUT_MS), failing or answers nothing usable.
 */

const nominatimSchema = z.array(
  z.object({
    place_id: z.union([z.number(), z.string()]),
    lat: z.coerce.number().min(-90).max(90),
    lon: z.coerce.number().min(-180).max(180),
    display_name: z.string(),
    name: z.string().optional(),
    addresstype: z.string().optional(),
    type: z.string().optional(),
  }),
);

const mapboxSchema = z.object({
  features: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      center: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
      place_name: z.string(),
      text: z.string().optional(),
      place_type: z.array(z.string()).optional(),
    }),
  ),
});

/** The provider's type of a place, read as one of ours; anything else is a landmark. */
const kindOf = (type: string | undefined): GeoPlaceKind => {
  switch (type) {
    case 'city':
    case 'town':
    case 'place':
      return 'city';
    case 'district':
    case 'suburb':
    case 'city_district':
    case 'county':
      return 'district';
    case 'village':
    case 'hamlet':
    case 'locality':
    case 'neighbourhood':
    case 'neighborhood':
      return 'settlement';
    case 'station':
    case 'subway':
    case 'subway_entrance':
      return 'metro';
    default:
      return 'landmark';
  }
};

const requestUrl = (base: string, term: string, limit: number, language: Language) => {
  const url = new URL(base.replace('{query}', encodeURIComponent(term)));
  if (!base.includes('{query}')) url.searchParams.set('q', term);
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('format', 'json');
  url.searchParams.set('accept-language', language);
  url.searchParams.set('language', language);
  return url;
};

/** The provider's answer as features, or null when it cannot be read. */
const toFeatures = (body: unknown): GeoFeature[] | null => {
  const nominatim = nominatimSchema.safeParse(body);
  if (nominatim.success) {
    return nominatim.data.map((place) => ({
      id: `external.${place.place_id}`,
      center: [place.lon, place.lat],
      place_name: place.display_name,
      text: place.name || place.display_name.split(',')[0]!.trim(),
      kind: kindOf(place.addresstype ?? place.type),
    }));
  }
  const mapbox = mapboxSchema.safeParse(body);
  if (mapbox.success) {
    return mapbox.data.features.map((feature) => ({
      id: `external.${feature.id}`,
      center: feature.center,
      place_name: feature.place_name,
      text: feature.text ?? feature.place_name.split(',')[0]!.trim(),
      kind: kindOf(feature.place_type?.[0]),
    }));
  }
  return null;
};

export type ExternalGeocoder = {
  search: (term: string, limit: number, language: Language) => Promise<GeoFeature[] | null>;
};

/**
 * Null when no URL is configured. `search` never throws: a time-out, a refused connection, a
 * non-2xx status or an unreadable body is null (and logged without the provider's body).
 */
export const createExternalGeocoder = (
  url: string | undefined,
  timeoutMs: number,
  log: { warn: (details: object, message: string) => void },
): ExternalGeocoder | null => {
  if (!url) return null;
  return {
    search: async (term, limit, language) => {
      try {
        const response = await fetch(requestUrl(url, term, limit, language), {
          headers: { accept: 'application/json', 'accept-language': language },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          log.warn({ status: response.status }, 'external geocoder answered an error, using the gazetteer');
          return null;
        }
        const features = toFeatures(await response.json());
        if (!features) log.warn({}, 'external geocoder answered an unreadable body, using the gazetteer');
        return features?.slice(0, limit) ?? null;
      } catch (error) {
        const reason = error instanceof Error ? error.name : 'unknown';
        log.warn({ reason }, 'external geocoder failed, using the gazetteer');
        return null;
      }
    },
  };
};
