import type { GeoFeatureCollection, GeoReverseQuery, GeoSearchQuery } from '@emlak/contracts';
import type { Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { ExternalGeocoder } from './external-geocoder';
import { createGazetteer, nearestPlaces, searchPlaces, toFeature } from './gazetteer';

/** Place search and reverse geocoding (docs/decisions.md "Map and geocoding"). */
export const createGeoService = (db: Executor, external: ExternalGeocoder | null) => {
  const gazetteer = createGazetteer(db);

  return {
    /**
     * The places matching a term, best first, named in the caller's language: the external
     * geocoder's when one is configured and answers something, else the gazetteer's. A term
     * with no letter or digit is a 400 `invalid_search_term`, asked of neither.
     */
    search: async (actor: Actor, query: GeoSearchQuery): Promise<GeoFeatureCollection> => {
      const places = await gazetteer.places();
      const matches = searchPlaces(places, query.q, query.limit);
      if (matches === null) throw new AppError('invalid_search_term');
      const outside = await external?.search(query.q, query.limit, actor.language);
      if (outside && outside.length > 0) return { features: outside };
      return { features: matches.map((entry) => toFeature(entry, actor.language)) };
    },

    /** The gazetteer's places nearest to a point, nearest first. */
    reverse: async (actor: Actor, query: GeoReverseQuery): Promise<GeoFeatureCollection> => {
      const places = await gazetteer.places();
      return {
        features: nearestPlaces(places, query.lat, query.lon, query.limit).map((entry) =>
          toFeature(entry, actor.language),
        ),
      };
    },
  };
};
export type GeoService = ReturnType<typeof createGeoService>;
