import type { CommissionReportPage } from '@emlak/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { Ltr } from '@/shared/ui/ltr';
import { PriceText } from '@/shared/ui/price-text';
import { TotalsStrip } from '@/shared/ui/totals-strip';
import { percentText } from './use-report-columns';

type Totals = CommissionReportPage['totals'];

/** The report's totals over every row the filter matches (the server's sums), under the table. */
export const ReportTotals = ({ totals }: { totals: Totals | undefined }) => {
  const { t, i18n } = useTranslation();
  const label = (field: keyof Totals) => t(`statistics.report.columns.${field}`);
  const money = (field: 'soldValue' | 'amountOfSeller' | 'amountOfBuyer' | 'commission') => ({
    key: field,
    label: label(field),
    value: totals && <PriceText azn={totals[field]} />,
  });
  return (
    <TotalsStrip
      label={t('statistics.report.totals')}
      sx={{ mt: 2 }}
      figures={[
        {
          key: 'deals',
          label: label('deals'),
          value: totals && <Ltr>{formatNumber(totals.deals, i18n.language)}</Ltr>,
        },
        money('soldValue'),
        money('amountOfSeller'),
        money('amountOfBuyer'),
        { ...money('commission'), strong: true },
        {
          key: 'averagePercent',
          label: label('averagePercent'),
          value: totals && <Ltr>{percentText(totals.averagePercent, i18n.language)}</Ltr>,
        },
      ]}
    />
  );
};
