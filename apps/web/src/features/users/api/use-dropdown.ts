import { dropdownOptionSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '@/shared/api/http-client';

const optionsSchema = dropdownOptionSchema.array();

/**
 * A `dropdown` endpoint's options ([{value, displayText}]). Keyed by language too: the cities
 * dropdown answers in the request's language.
 */
export const useDropdown = (
  endpoint: '/organizations/dropdown' | '/cities/dropdown' | '/roles/dropdown',
  enabled = true,
) => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['dropdown', endpoint, i18n.language],
    queryFn: async ({ signal }) => optionsSchema.parse((await http.get(endpoint, { signal })).data),
    enabled,
    staleTime: 60_000,
  });
};
