import type { SoldTotals as Totals } from '@emlak/contracts';
import { Box, Card, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { Ltr } from '@/shared/ui/ltr';
import { PriceText } from '@/shared/ui/price-text';
import { sumDecimals } from '../decimal-sum';

const Figure = ({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" component="dt" sx={{ color: 'text.secondary', display: 'block' }}>
      {label}
    </Typography>
    <Typography
      component="dd"
      variant="subtitle1"
      sx={{
        m: 0,
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
        color: strong ? 'success.main' : 'text.primary',
        overflowWrap: 'anywhere',
      }}
    >
      {value}
    </Typography>
  </Box>
);

/**
 * The totals row of Sold items: how many sales the filter matches, what they sold for, what the
 * sellers and the buyers paid and the commission in all, over every matching row, not the page.
 */
export const SoldTotals = ({ totals }: { totals: Totals | undefined }) => {
  const { t, i18n } = useTranslation();
  const value = (render: (totals: Totals) => ReactNode) =>
    totals ? render(totals) : <Skeleton variant="text" width={80} />;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={t('userAds.soldItems.totals.label')}
      sx={{ borderRadius: 3, mb: 2, px: 2, py: 1.5 }}
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(5, minmax(0, 1fr))',
          },
        }}
      >
        <Figure
          label={t('userAds.soldItems.totals.count')}
          value={value((all) => (
            <Ltr>{formatNumber(all.count, i18n.language)}</Ltr>
          ))}
        />
        <Figure
          label={t('userAds.soldItems.totals.price')}
          value={value((all) => (
            <PriceText azn={all.price} />
          ))}
        />
        <Figure
          label={t('userAds.soldItems.totals.seller')}
          value={value((all) => (
            <PriceText azn={all.amountOfSeller} />
          ))}
        />
        <Figure
          label={t('userAds.soldItems.totals.buyer')}
          value={value((all) => (
            <PriceText azn={all.amountOfBuyer} />
          ))}
        />
        <Figure
          strong
          label={t('userAds.soldItems.totals.commission')}
          value={value((all) => (
            <PriceText azn={sumDecimals(all.amountOfSeller, all.amountOfBuyer)} />
          ))}
        />
      </Box>
    </Card>
  );
};
