import { geoFeatureCollectionSchema, type GeoFeature } from '@emlak/contracts';
import { http } from '@/shared/api/http-client';

/**
 * GET /geo/search: the gazetteer's places matching a term, best first. The screen words the
 * failures itself (400 is the spec's 'Invalid search term'), so no generic toast.
 */
export const searchPlaces = async (
  term: string,
  limit: number,
  signal?: AbortSignal,
): Promise<GeoFeature[]> =>
  geoFeatureCollectionSchema.parse(
    (await http.get('/geo/search', { params: { q: term, limit }, signal, skipErrorToast: true })).data,
  ).features;
