import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { CURRENCY_STORAGE_KEY, setPrice, type Currency } from '@/shared/state/general-slice';
import { ChoiceGrid } from './choice-grid';
import { ExchangeRates } from './exchange-rates';
import { SettingsSection } from './settings-section';

// Codes, not symbols: Roboto has no manat sign (₼), and codes read the same in every language.
const currencies: readonly Currency[] = ['AZN', 'USD', 'EUR'];

/**
 * The currency prices are shown in (the general state restores it from `currency` at start), and
 * the rates that convert them.
 */
export const CurrencySection = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const price = useAppSelector((state) => state.general.price);

  const choose = (currency: Currency) => {
    dispatch(setPrice(currency));
    try {
      localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
    } catch {
      // Storage blocked: the choice holds for this visit only.
    }
  };

  return (
    <SettingsSection
      icon={<PaymentsOutlined />}
      title={t('settings.currency.title')}
      description={t('settings.currency.description')}
    >
      <ChoiceGrid
        label={t('settings.currency.title')}
        value={price}
        onChange={choose}
        options={currencies.map((code) => ({
          value: code,
          label: code,
          caption: t(`settings.currency.${code}`),
        }))}
      />
      <ExchangeRates />
    </SettingsSection>
  );
};
