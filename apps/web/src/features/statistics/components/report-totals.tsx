import type { CommissionReportPage } from '@emlak/contracts';
import { Box, Card, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { Ltr } from '@/shared/ui/ltr';
import { PriceText } from '@/shared/ui/price-text';
import { percentText } from './use-report-columns';

type Totals = CommissionReportPage['totals'];

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

/** The report's totals over every row the filter matches (the server's sums), under the table. */
export const ReportTotals = ({ totals }: { totals: Totals | undefined }) => {
  const { t, i18n } = useTranslation();
  const value = (render: (all: Totals) => ReactNode) =>
    totals ? render(totals) : <Skeleton variant="text" width={80} />;
  const label = (field: keyof Totals) => t(`statistics.report.columns.${field}`);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={t('statistics.report.totals')}
      sx={{ borderRadius: 3, mt: 2, px: 2, py: 1.5 }}
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
            lg: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        <Figure
          label={label('deals')}
          value={value((all) => (
            <Ltr>{formatNumber(all.deals, i18n.language)}</Ltr>
          ))}
        />
        <Figure
          label={label('soldValue')}
          value={value((all) => (
            <PriceText azn={all.soldValue} />
          ))}
        />
        <Figure
          label={label('amountOfSeller')}
          value={value((all) => (
            <PriceText azn={all.amountOfSeller} />
          ))}
        />
        <Figure
          label={label('amountOfBuyer')}
          value={value((all) => (
            <PriceText azn={all.amountOfBuyer} />
          ))}
        />
        <Figure
          strong
          label={label('commission')}
          value={value((all) => (
            <PriceText azn={all.commission} />
          ))}
        />
        <Figure
          label={label('averagePercent')}
          value={value((all) => (
            <Ltr>{percentText(all.averagePercent, i18n.language)}</Ltr>
          ))}
        />
      </Box>
    </Card>
  );
};
