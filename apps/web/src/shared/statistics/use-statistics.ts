import {
  adminStatisticsSchema,
  statisticsSeriesSchema,
  statisticsSummarySchema,
  type SeriesGrouping,
  type StatisticsPeriod,
} from '@emlak/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';
import { statisticsKeys } from '@/shared/api/query-keys';

/** A period as the statistics endpoints take it: `from` and `to` only for `custom`. */
export type PeriodParams = { period: StatisticsPeriod; from?: string; to?: string };

/** Drops `from`/`to` unless the period is custom, so a key does not change for nothing. */
const periodQuery = ({ period, from, to }: PeriodParams): PeriodParams =>
  period === 'custom' ? { period, from, to } : { period };

/** GET /ad/dashboard/summary: the caller's own figures and the previous period's. */
export const useStatisticsSummary = (params: PeriodParams) => {
  const query = periodQuery(params);
  return useQuery({
    queryKey: statisticsKeys.summary(query),
    queryFn: async ({ signal }) =>
      statisticsSummarySchema.parse(
        (await http.get('/ad/dashboard/summary', { params: query, signal, skipErrorToast: true })).data,
      ),
    placeholderData: keepPreviousData,
  });
};

export type AdminStatisticsParams = PeriodParams & { organizationId?: number };

/**
 * GET /ad/dashboard/admin/summary: every user of an organization (an Admin's own; a SuperAdmin
 * names one, so the query waits until `organizationId` is known when `needsOrganization`).
 */
export const useAdminStatistics = (
  params: AdminStatisticsParams,
  { enabled = true }: { enabled?: boolean } = {},
) => {
  const query = {
    ...periodQuery(params),
    ...(params.organizationId ? { organizationId: params.organizationId } : {}),
  };
  return useQuery({
    queryKey: statisticsKeys.admin(query),
    queryFn: async ({ signal }) =>
      adminStatisticsSchema.parse(
        (await http.get('/ad/dashboard/admin/summary', { params: query, signal, skipErrorToast: true })).data,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
};

export type SeriesParams = PeriodParams & {
  groupBy: SeriesGrouping;
  organizationId?: number;
  userId?: number;
};

/** GET /ad/dashboard/series: figures per day, week or month of the period, every bucket listed. */
export const useStatisticsSeries = (params: SeriesParams, { enabled = true }: { enabled?: boolean } = {}) => {
  const query = {
    ...periodQuery(params),
    groupBy: params.groupBy,
    ...(params.organizationId ? { organizationId: params.organizationId } : {}),
    ...(params.userId ? { userId: params.userId } : {}),
  };
  return useQuery({
    queryKey: statisticsKeys.series(query),
    queryFn: async ({ signal }) =>
      statisticsSeriesSchema.parse(
        (await http.get('/ad/dashboard/series', { params: query, signal, skipErrorToast: true })).data,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
};
