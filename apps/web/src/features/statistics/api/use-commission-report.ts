import {
  commissionReportPageSchema,
  commissionReportRowSchema,
  type CommissionReportPage,
  type CommissionReportRow,
  type ReportGrouping,
} from '@emlak/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { statisticsKeys, tableKey } from '@/shared/api/query-keys';
import type { PeriodParams } from '@/shared/statistics/use-statistics';
import { toListQuery } from '@/shared/ui/data-table/use-table-page';
import { useTableState } from '@/shared/ui/data-table/use-table-state';
import type { TableSource } from '@/shared/ui/data-table/use-table-source';

export const COMMISSION_REPORT_TABLE_ID = 'commission-report';

export type CommissionReportParams = PeriodParams & { groupBy: ReportGrouping; organizationId?: number };

/** The report's own fields of the body: `from`/`to` only for a custom period. */
const reportBody = ({ period, from, to, groupBy, organizationId }: CommissionReportParams) => ({
  period,
  ...(period === 'custom' ? { from, to } : {}),
  groupBy,
  ...(organizationId ? { organizationId } : {}),
});

/**
 * A page of the commission report (POST /reports/commissions/table: one row per agent and bucket
 * with deals, seller and buyer commission) for the table state, and the totals of every row the
 * filter matches. Null params (a custom range that breaks the rules) ask nothing. The key starts
 * with the table's, so a sale refreshes it.
 */
export const useCommissionReport = (params: CommissionReportParams | null) => {
  const controls = useTableState(COMMISSION_REPORT_TABLE_ID);
  const endpoint = statisticsKeys.commissionTableEndpoint;
  const body = params ? reportBody(params) : undefined;
  const query = { ...body, ...toListQuery(controls.state) };
  const page = useQuery({
    queryKey: tableKey(endpoint, query),
    queryFn: async ({ signal }): Promise<CommissionReportPage> =>
      commissionReportPageSchema.parse(
        (await http.post(endpoint, query, { signal, skipErrorToast: true })).data,
      ),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
  });
  const source: TableSource<CommissionReportRow> = {
    id: COMMISSION_REPORT_TABLE_ID,
    endpoint,
    controls,
    page,
    item: commissionReportRowSchema,
    body,
  };
  return { source, data: page.isPlaceholderData ? undefined : page.data };
};
