import { cityPlacesSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '@/shared/api/http-client';
import { marketKeys } from './announcement-keys';

/** A city's districts and metro stations for the pickers (GET /cities/:id/places); rarely change. */
export const useCityPlaces = (cityId: number | null) => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: marketKeys.places(cityId, i18n.language),
    queryFn: async ({ signal }) =>
      cityPlacesSchema.parse((await http.get(`/cities/${cityId}/places`, { signal })).data),
    enabled: cityId !== null,
    staleTime: 10 * 60_000,
  });
};
