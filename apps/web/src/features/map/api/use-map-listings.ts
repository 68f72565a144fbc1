import { adMapResultSchema, type AdMapQueryInput } from '@emlak/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { mapKeys } from './map-keys';

/**
 * POST /ad/map: the listings (or their clusters) of the visible box or of the radius circle. It is
 * a metered search: the HTTP client records the X-Query-* headers for the meter, and a 429
 * plan_limit_reached is shown by the screen. The last answer stays on the map while the next loads.
 */
export const useMapListings = (body: AdMapQueryInput | null) =>
  useQuery({
    queryKey: mapKeys.listings(body ?? {}),
    queryFn: async ({ signal }) =>
      adMapResultSchema.parse((await http.post('/ad/map', body, { signal, skipErrorToast: true })).data),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    // Panning back over a box already asked about spends no search.
    staleTime: 60_000,
  });
