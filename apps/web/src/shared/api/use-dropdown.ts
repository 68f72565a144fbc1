import { dropdownOptionSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from './http-client';
import { dropdownKey, type DropdownEndpoint } from './query-keys';

const optionsSchema = dropdownOptionSchema.array();

/**
 * A `dropdown` endpoint's options ([{value, displayText}]). Keyed by language too: the cities
 * dropdown answers in the request's language.
 */
export const useDropdown = (endpoint: DropdownEndpoint, enabled = true) => {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: dropdownKey(endpoint, i18n.language),
    queryFn: async ({ signal }) => optionsSchema.parse((await http.get(endpoint, { signal })).data),
    enabled,
    staleTime: 60_000,
  });
};
