import { GEO_SEARCH_LIMIT_DEFAULT, geoSearchQuerySchema } from '@emlak/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../state/use-debounced';
import { mapKeys } from './map-keys';
import { searchPlaces } from './search-places';

/** Typing pauses this long before the gazetteer is asked: one request a word, not a letter. */
export const SUGGEST_DELAY_MS = 250;

/**
 * The places suggested as the person types (a term the schema takes: 1 to 100 characters after
 * trimming); the last suggestions stay while the next arrive.
 */
export const usePlaceSuggestions = (input: string, enabled: boolean) => {
  const { i18n } = useTranslation();
  const term = useDebounced(input.trim(), SUGGEST_DELAY_MS);
  const valid = geoSearchQuerySchema.safeParse({ q: term }).success;
  return useQuery({
    queryKey: mapKeys.places(term, i18n.language),
    queryFn: ({ signal }) => searchPlaces(term, GEO_SEARCH_LIMIT_DEFAULT, signal),
    enabled: enabled && valid,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
};
