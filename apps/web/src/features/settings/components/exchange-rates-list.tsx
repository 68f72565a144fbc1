import type { ExchangeRate } from '@emlak/contracts';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@/shared/lib/format';
import { Ltr } from '@/shared/ui/ltr';

/** The rates as everyone but a SuperAdmin sees them: "1 USD = 1,7 ₼", and the day they were set. */
export const ExchangeRatesList = ({ rates }: { rates: readonly ExchangeRate[] }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}
    >
      {rates.map((rate) => (
        <Box key={rate.currency} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            <Ltr>
              {t('listing.rates.perUnit', {
                currency: rate.currency,
                rate: formatNumber(Number(rate.rateToAzn), language, { maximumFractionDigits: 4 }),
              })}
            </Ltr>
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
            {t('listing.rates.asOf', { date: formatDate(new Date(rate.updatedAt), language) })}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
