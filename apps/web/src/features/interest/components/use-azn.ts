import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '@/shared/lib/format';

/**
 * The calculators' amounts in AZN, written in the language ("1.234,50 ₼" in az): `money` as a
 * figure, `cell` with both decimals always so the table's columns line up.
 */
export const useAzn = () => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const money = useCallback((value: number) => formatMoney(value, 'AZN', language), [language]);
  const cell = useCallback(
    (value: number) => formatNumber(value, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    [language],
  );
  const percent = useCallback(
    (value: number) => `${formatNumber(value, language, { maximumFractionDigits: 2 })}%`,
    [language],
  );
  return { money, cell, percent, language };
};
