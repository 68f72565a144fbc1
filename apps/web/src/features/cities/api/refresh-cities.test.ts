import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { cityKeys, dropdownKey, tableKey } from '@/shared/api/query-keys';
import { refreshCities } from './refresh-cities';
import { CITIES_TABLE_ENDPOINT } from './use-cities-table';

describe('refreshCities', () => {
  it('marks the table, the pickers’ cities and the dropdown in every language stale', async () => {
    const client = new QueryClient();
    const keys = [
      tableKey(CITIES_TABLE_ENDPOINT, { page: 0, pageSize: 20, filters: [], sortOptions: [] }),
      cityKeys.all,
      dropdownKey('/cities/dropdown', 'az'),
      dropdownKey('/cities/dropdown', 'ru'),
    ];
    const other = dropdownKey('/roles/dropdown', 'az');
    for (const key of [...keys, other]) client.setQueryData(key, []);
    await refreshCities(client);
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
