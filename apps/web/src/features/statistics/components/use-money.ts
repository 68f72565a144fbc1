import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useExchangeRates } from '@/shared/api/use-exchange-rates';
import { formatMoney, formatNumber } from '@/shared/lib/format';
import { useAppSelector } from '@/shared/state/store-hooks';

/**
 * Amounts for a chart, which takes numbers rather than PriceText: converted from AZN to the
 * currency chosen in settings (as PriceText does; AZN until the rates arrive) and written in the
 * language. A chart only draws them; sums are the server's.
 */
export const useMoney = () => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const chosen = useAppSelector((state) => state.general.price);
  const rates = useExchangeRates(chosen !== 'AZN');
  const rate = chosen === 'AZN' ? undefined : rates.data?.find((entry) => entry.currency === chosen);
  const perUnit = rate ? Number(rate.rateToAzn) : 1;
  const currency = rate ? chosen : 'AZN';
  const convert = useCallback(
    (azn: string | number) => Math.round((Number(azn) / perUnit) * 100) / 100,
    [perUnit],
  );
  const format = useCallback((value: number) => formatMoney(value, currency, language), [currency, language]);
  /** An axis tick: "12K", "1,5 mln" is too long for every language, so compact Latin letters. */
  const tick = useCallback(
    (value: number) => formatNumber(value, language, { notation: 'compact', maximumFractionDigits: 1 }),
    [language],
  );
  return { convert, format, tick };
};
