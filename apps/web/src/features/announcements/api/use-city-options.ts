import { citySchema, pickLanguage, type City, type Language } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '@/shared/api/http-client';
import { cityKeys } from '@/shared/api/query-keys';
import type { PlaceOption } from '../components/place-autocomplete';

const citiesSchema = citySchema.array();

const nameIn = (city: City, language: Language) =>
  ({ az: city.name, en: city.nameEn, ru: city.nameRu })[language] || city.name;

/**
 * The cities as picker options: named in the interface language, in the operator's order and then
 * that language's alphabet, and found by their other two names too, so that "baku" or "bakı" finds
 * Баку on the Russian screen as districts and stations are found (GET /cities holds all three
 * names, where the dropdown has only the language's).
 */
export const cityOptions = (cities: readonly City[], language: Language): PlaceOption[] => {
  const collator = new Intl.Collator(language);
  return cities
    .map((city) => {
      const name = nameIn(city, language);
      const aliases = [city.name, city.nameEn, city.nameRu].filter((alias) => alias && alias !== name);
      return { city, option: { id: city.id, name, aliases: [...new Set(aliases)] } };
    })
    .sort(
      (a, b) => a.city.displayOrder - b.city.displayOrder || collator.compare(a.option.name, b.option.name),
    )
    .map(({ option }) => option);
};

/**
 * The city pickers' options (market filters, the post/edit form). Read again after a minute, as the
 * dropdowns are, and at once after a city change in this browser (features/cities refreshCities).
 */
export const useCityOptions = () => {
  const { i18n } = useTranslation();
  const language = pickLanguage(i18n.language);
  const cities = useQuery({
    queryKey: cityKeys.all,
    queryFn: async ({ signal }) => citiesSchema.parse((await http.get('/cities', { signal })).data),
    staleTime: 60_000,
  });
  const options = useMemo(() => cityOptions(cities.data ?? [], language), [cities.data, language]);
  return { options, isLoading: cities.isLoading };
};
