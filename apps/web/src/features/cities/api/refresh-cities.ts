import type { QueryClient } from '@tanstack/react-query';
import { cityKeys, dropdownKey, tableKey } from '@/shared/api/query-keys';
import { CITIES_TABLE_ENDPOINT } from './use-cities-table';

/** After a city is added, renamed or deleted: the table, the pickers and the dropdowns read it again. */
export const refreshCities = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: tableKey(CITIES_TABLE_ENDPOINT) }),
    queryClient.invalidateQueries({ queryKey: cityKeys.all }),
    queryClient.invalidateQueries({ queryKey: dropdownKey('/cities/dropdown') }),
  ]);
