import {
  commissionReportQuerySchema,
  REPORT_GROUPINGS,
  type ReportGrouping,
  type StatisticsPeriod,
} from '@emlak/contracts';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '@/shared/ui/data-table/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { useCommissionReport } from '../api/use-commission-report';
import { GroupBySelect } from '../components/group-by-select';
import { OrganizationPicker } from '../components/organization-picker';
import { ReportTotals } from '../components/report-totals';
import { useReportColumns } from '../components/use-report-columns';
import { useStatisticsScope } from '../components/use-statistics-scope';
import { PeriodBar } from '../period/period-bar';
import { idParam, periodSearch } from '../period/period-search';
import { PERIOD_PANEL_ID, periodTabId } from '../period/period-tabs';
import { RangeHint } from '../period/range-hint';
import { type RangeBound, usePeriodParams } from '../period/use-period-params';

/** The contract's defaults: this month, one row per agent for the whole period. */
const defaults = commissionReportQuerySchema.parse({});
const DEFAULT_PERIOD: StatisticsPeriod = defaults.period;
const DEFAULT_GROUPING: ReportGrouping = defaults.groupBy;

const isGrouping = (value: string | null): value is ReportGrouping =>
  (REPORT_GROUPINGS as readonly (string | null)[]).includes(value);

/**
 * Commission report (route /statistics/commissions, opened from Statistics): per agent and per
 * day, week, month or year of a period, the deals, the sold value, the commission from sellers
 * and buyers and its average share, with the totals of the report and the CSV export. A User
 * reads their own rows, an Admin the agency's, a SuperAdmin one organization's or all (the server
 * scopes them). Period, grouping and organization are in the address.
 */
export const CommissionReportPage = () => {
  const { t } = useTranslation();
  const adminScope = useStatisticsScope();
  const selection = usePeriodParams(DEFAULT_PERIOD);
  const { params, update, query } = selection;
  const requestedGrouping = params.get('groupBy');
  const groupBy = isGrouping(requestedGrouping) ? requestedGrouping : DEFAULT_GROUPING;
  const organizationId = adminScope === 'all' ? idParam(params.get('org')) : undefined;
  const report = useCommissionReport(query ? { ...query, groupBy, organizationId } : null);
  const { controls } = report.source;
  const columns = useReportColumns(groupBy, adminScope === 'all' && !organizationId);
  const title = t('navigation.commissionReport');

  // Another period, grouping or organization is another report: back to its first page.
  const setParam = (name: string, value: string | undefined) => {
    update((search) => {
      if (value) search.set(name, value);
      else search.delete(name);
    });
    controls.setPage(0);
  };
  const choosePeriod = (period: StatisticsPeriod) => {
    selection.choosePeriod(period);
    controls.setPage(0);
  };
  const chooseBound = (bound: RangeBound, day: string | undefined) => {
    selection.chooseBound(bound, day);
    controls.setPage(0);
  };

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{
          justifyContent: 'space-between',
          alignItems: { xs: 'stretch', sm: 'flex-start' },
          columnGap: 2,
        }}
      >
        <PageHeader
          title={title}
          subtitle={t(
            `statistics.report.subtitle.${adminScope === 'all' ? 'all' : adminScope === 'organization' ? 'team' : 'own'}`,
          )}
        />
        <Button
          component={Link}
          to={`/statistics${periodSearch(selection, organizationId)}`}
          variant="outlined"
          startIcon={<ArrowBackRounded />}
          sx={{ flexShrink: 0, mb: { xs: 3, sm: 0 }, whiteSpace: 'nowrap' }}
        >
          {t('statistics.report.back')}
        </Button>
      </Stack>
      <PeriodBar selection={selection} onPeriod={choosePeriod} onBound={chooseBound}>
        <GroupBySelect
          value={groupBy}
          onChange={(next) => setParam('groupBy', next === DEFAULT_GROUPING ? undefined : next)}
        />
        {adminScope === 'all' && (
          <OrganizationPicker
            allowAll
            value={organizationId}
            onChange={(next) => setParam('org', next ? String(next) : undefined)}
          />
        )}
      </PeriodBar>
      <Box role="tabpanel" id={PERIOD_PANEL_ID} aria-labelledby={periodTabId(selection.period)}>
        {query ? (
          <>
            <DataTable
              source={report.source}
              columns={columns}
              rowKey={(row) => `${row.userId}-${row.bucketStart}`}
              title={title}
              showTitle={false}
              searchField={null}
              exportFileName={t('statistics.report.fileName')}
            />
            <ReportTotals totals={report.data?.totals} />
          </>
        ) : (
          <RangeHint />
        )}
      </Box>
    </Box>
  );
};
