import PaidOutlined from '@mui/icons-material/PaidOutlined';
import { Box, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '@/shared/lib/format';

export type CommissionSummaryProps = {
  /** The values as the form holds them: a number, NaN for an empty box, a text that is no number. */
  soldPrice: unknown;
  amountOfSeller: unknown;
  amountOfBuyer: unknown;
};

const amount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;

/**
 * The commission as the agent types: seller plus buyer, and its share of the sold price. Read out
 * politely by screen readers as it changes.
 */
export const CommissionSummary = ({ soldPrice, amountOfSeller, amountOfBuyer }: CommissionSummaryProps) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const commission = Math.round((amount(amountOfSeller) + amount(amountOfBuyer)) * 100) / 100;
  const price = amount(soldPrice);
  const share =
    price > 0
      ? t('userAds.sellDialog.commissionShare', {
          percent: formatNumber(commission / price, language, { style: 'percent', maximumFractionDigits: 2 }),
        })
      : t('userAds.sellDialog.commissionUnknown');
  return (
    <Stack
      direction="row"
      aria-live="polite"
      sx={(theme) => ({
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderRadius: 2,
        bgcolor: alpha(theme.palette.success.main, theme.palette.mode === 'dark' ? 0.16 : 0.08),
      })}
    >
      <PaidOutlined sx={{ color: 'success.main' }} aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          {t('userAds.sellDialog.commission')}
        </Typography>
        <Typography
          variant="subtitle1"
          component="p"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatMoney(commission, 'AZN', language)}
        </Typography>
        <Typography
          variant="body2"
          component="p"
          data-testid="commission-share"
          sx={{ color: 'text.secondary' }}
        >
          {share}
        </Typography>
      </Box>
    </Stack>
  );
};
