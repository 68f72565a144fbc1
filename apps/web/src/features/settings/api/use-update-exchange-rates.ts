import { exchangeRateSchema, type UpdateExchangeRatesInput } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { exchangeRateKeys } from '@/shared/api/query-keys';

const ratesSchema = exchangeRateSchema.array();

/** PUT /exchange-rates (SuperAdmin): every price converted on screen reads the new rates. */
export const useUpdateExchangeRates = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateExchangeRatesInput) =>
      ratesSchema.parse((await http.put('/exchange-rates', input, { skipErrorToast: true })).data),
    onSuccess: (rates) => queryClient.setQueryData(exchangeRateKeys.all, rates),
  });
};
