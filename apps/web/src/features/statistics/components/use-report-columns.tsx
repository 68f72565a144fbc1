import type { CommissionReportRow, ReportGrouping } from '@emlak/contracts';
import { Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import type { DataTableColumn } from '@/shared/ui/data-table/data-table-types';
import { PriceText } from '@/shared/ui/price-text';
import { bucketLabel } from './bucket-label';
import { ColorDot } from './color-dot';

type MoneyField = 'soldValue' | 'amountOfSeller' | 'amountOfBuyer' | 'commission';

/** "2,5 %" (az, ru) or "2.5%" (en), or a dash without a sold value. */
export const percentText = (value: string | null, language: string) => {
  if (value === null) return '—';
  const number = formatNumber(Number(value), language, { maximumFractionDigits: 2 });
  return language === 'en' ? `${number}%` : `${number}\u00a0%`;
};

/**
 * The report's columns: the agent (colour dot and name; the organization too when a SuperAdmin
 * reads every organization), the bucket as the grouping names it, and the figures. Sorts and
 * filters are the server's fields (contracts commissionReportQuerySchema).
 */
export const useReportColumns = (
  grouping: ReportGrouping,
  showOrganization: boolean,
): DataTableColumn<CommissionReportRow>[] => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const money = (
      field: MoneyField,
      options: Partial<DataTableColumn<CommissionReportRow>> = {},
    ): DataTableColumn<CommissionReportRow> => ({
      field,
      headerKey: `statistics.report.columns.${field}`,
      type: 'number',
      sortable: true,
      render: (row) => <PriceText azn={row[field]} />,
      exportValue: (row) => Number(row[field]),
      ...options,
    });
    const columns: DataTableColumn<CommissionReportRow>[] = [
      {
        field: 'userName',
        headerKey: 'statistics.report.columns.userName',
        type: 'text',
        sortable: true,
        hideable: false,
        card: 'primary',
        render: (row) => (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <ColorDot colorCode={row.colorCode} />
            <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
              {row.userName}
            </Typography>
          </Stack>
        ),
      },
    ];
    if (showOrganization)
      columns.push({
        field: 'organizationName',
        headerKey: 'statistics.report.columns.organizationName',
        type: 'text',
        card: 'field',
      });
    columns.push(
      {
        field: 'bucketStart',
        headerKey: 'statistics.report.columns.bucket',
        type: 'text',
        sortable: true,
        card: 'secondary',
        render: (row) => bucketLabel(grouping, row, t, language),
        exportValue: (row) => bucketLabel(grouping, row, t, language),
      },
      {
        field: 'deals',
        headerKey: 'statistics.report.columns.deals',
        type: 'number',
        sortable: true,
        filterable: true,
        card: 'field',
      },
      money('soldValue', { filterable: true, card: 'field' }),
      money('amountOfSeller'),
      money('amountOfBuyer'),
      money('commission', {
        filterable: true,
        card: 'field',
        render: (row) => (
          <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
            <PriceText azn={row.commission} />
          </Typography>
        ),
      }),
      {
        field: 'averagePercent',
        headerKey: 'statistics.report.columns.averagePercent',
        type: 'number',
        sortable: true,
        render: (row) => percentText(row.averagePercent, language),
        exportValue: (row) => (row.averagePercent === null ? '' : Number(row.averagePercent)),
      },
    );
    return columns;
  }, [grouping, showOrganization, t, language]);
};
