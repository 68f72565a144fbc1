import { can } from '@emlak/contracts';
import CurrencyExchangeRounded from '@mui/icons-material/CurrencyExchangeRounded';
import { Alert, Box, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useExchangeRates } from '@/shared/api/use-exchange-rates';
import { useAppSelector } from '@/shared/state/store-hooks';
import { ExchangeRatesEditor } from './exchange-rates-editor';
import { ExchangeRatesList } from './exchange-rates-list';

/**
 * The rates behind the USD and EUR prices, under the currency choice: a SuperAdmin edits them
 * (exchangeRates.write), everyone else reads them with the day they were set.
 */
export const ExchangeRates = () => {
  const { t } = useTranslation();
  const roleId = useAppSelector((state) => state.auth.roleId);
  const rates = useExchangeRates();
  const editable = roleId !== null && can(roleId, 'exchangeRates.write');
  return (
    <Box sx={{ mt: 2.5 }}>
      <Divider sx={{ mb: 2 }} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 0.5 }}>
        <CurrencyExchangeRounded fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden />
        <Typography variant="subtitle2" component="h3">
          {t('listing.rates.title')}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        {t('listing.rates.description')}
      </Typography>
      {rates.isError ? (
        <Alert severity="warning">{t('listing.rates.loadFailed')}</Alert>
      ) : !rates.data ? (
        <Skeleton variant="rounded" height={56} />
      ) : editable ? (
        <ExchangeRatesEditor rates={rates.data} />
      ) : (
        <ExchangeRatesList rates={rates.data} />
      )}
    </Box>
  );
};
