import type { StatisticsFigures } from '@emlak/contracts';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { PriceText } from '@/shared/ui/price-text';

const Row = ({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) => (
  <>
    <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', minWidth: 0 }}>
      {label}
    </Typography>
    <Typography
      component="dd"
      variant="body2"
      sx={{
        m: 0,
        textAlign: 'right',
        fontWeight: strong ? 700 : 500,
        color: strong ? 'success.main' : 'text.primary',
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      {value}
    </Typography>
  </>
);

/** One person's figures as label and value lines: a card of the team's card view. */
export const FigureList = ({ figures }: { figures: StatisticsFigures }) => {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatNumber(value, i18n.language);
  const withValue = (value: number, amount: string) => (
    <>
      {count(value)}
      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
        {' · '}
        <PriceText azn={amount} />
      </Box>
    </>
  );
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.75 }}
    >
      <Row label={t('statistics.columns.adsCount')} value={withValue(figures.adsCount, figures.totalValue)} />
      <Row
        label={t('statistics.columns.soldCount')}
        value={withValue(figures.soldCount, figures.soldValue)}
      />
      <Row label={t('statistics.columns.addedCount')} value={count(figures.addedCount)} />
      <Row
        label={t('statistics.columns.amountOfSeller')}
        value={<PriceText azn={figures.amountOfSeller} />}
      />
      <Row label={t('statistics.columns.amountOfBuyer')} value={<PriceText azn={figures.amountOfBuyer} />} />
      <Row strong label={t('statistics.columns.commission')} value={<PriceText azn={figures.commission} />} />
    </Box>
  );
};
