import { exchangeRateSchema } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from './http-client';
import { exchangeRateKeys } from './query-keys';

const ratesSchema = exchangeRateSchema.array();

/** AZN per USD and EUR as a SuperAdmin keeps them (GET /exchange-rates); rarely changes. */
export const useExchangeRates = (enabled = true) =>
  useQuery({
    queryKey: exchangeRateKeys.all,
    queryFn: async ({ signal }) => ratesSchema.parse((await http.get('/exchange-rates', { signal })).data),
    enabled,
    staleTime: 10 * 60_000,
  });
