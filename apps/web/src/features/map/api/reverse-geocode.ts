import { geoFeatureCollectionSchema } from '@emlak/contracts';
import { http } from '@/shared/api/http-client';

/**
 * GET /geo/reverse: the name of the place nearest a point (my location), or null when the
 * gazetteer has none or cannot be asked; the caller then names the point itself.
 */
export const reverseGeocode = async (lat: number, lon: number): Promise<string | null> => {
  try {
    const answer = await http.get('/geo/reverse', {
      params: { lat: lat.toFixed(6), lon: lon.toFixed(6) },
      skipErrorToast: true,
    });
    return geoFeatureCollectionSchema.parse(answer.data).features[0]?.place_name ?? null;
  } catch {
    return null;
  }
};
