import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useExchangeRates } from '@/shared/api/use-exchange-rates';
import { formatDate, formatMoney, formatNumber } from '@/shared/lib/format';
import { useAppSelector } from '@/shared/state/store-hooks';

/**
 * An amount stored in AZN, shown in the currency chosen in settings (docs/domain.md "Localization
 * and time"). A converted amount names the rate and its date in a tooltip; until the rates arrive
 * (or when they cannot be read) the amount stays in manat rather than show a wrong number.
 */
export const PriceText = ({ azn }: { azn: string | number }) => {
  const { t, i18n } = useTranslation();
  const currency = useAppSelector((state) => state.general.price);
  const rates = useExchangeRates(currency !== 'AZN');
  const amount = Number(azn);
  const rate = currency === 'AZN' ? undefined : rates.data?.find((entry) => entry.currency === currency);
  if (!rate) return <span>{formatMoney(amount, 'AZN', i18n.language)}</span>;
  const perUnit = Number(rate.rateToAzn);
  return (
    <Tooltip
      title={t('listing.rateHint', {
        currency,
        rate: formatNumber(perUnit, i18n.language, { maximumFractionDigits: 4 }),
        date: formatDate(new Date(rate.updatedAt), i18n.language),
      })}
    >
      <span>{formatMoney(Math.round((amount / perUnit) * 100) / 100, currency, i18n.language)}</span>
    </Tooltip>
  );
};
