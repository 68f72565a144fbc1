import {
  scopeOf,
  TOTAL_COUNT_CAP,
  type CommissionReportPage,
  type CommissionReportQuery,
} from '@emlak/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { collationFor } from '../../lib/collation';
import { compileListQuery } from '../../lib/list-query';
import { organizationFor } from '../statistics/statistics-access';
import { bucketAt, resolvePeriod } from '../statistics/statistics-period';
import type { StatsOwner } from '../statistics/statistics-sql';
import {
  commissionReportFilters,
  commissionReportRepository as repository,
  commissionReportSorts,
} from './commission-report.repository';

/**
 * Whose rows the report shows: a User the own; with 'statistics.admin' an Admin the own
 * organization and a SuperAdmin every organization or the one named. A User naming an
 * organization asks for the admin variant: 403.
 */
const reportOwner = async (db: Db, actor: Actor, requested: number | undefined): Promise<StatsOwner> => {
  if (!scopeOf(actor.roleId, 'statistics.admin') && requested === undefined) {
    return { userId: actor.userId };
  }
  const organizationId = await organizationFor(db, actor, { requested, required: false });
  return organizationId === undefined ? 'everyone' : { organizationId };
};

/** The totals of a filter that keeps no group. */
const noTotals = {
  count: 0,
  deals: 0,
  soldValue: '0.00',
  amountOfSeller: '0.00',
  amountOfBuyer: '0.00',
  commission: '0.00',
  averagePercent: null,
};

/**
 * The engine's WHERE of the filters (here: HAVING) and ORDER BY of the sorts, from the two field
 * lists; a bad filter and a bad sort are refused together, in one 400, as on every table.
 */
const compileReportQuery = (query: CommissionReportQuery, collation: string | null) => {
  const errors: FieldErrors = {};
  const attempt = <T>(compile: () => T): T | undefined => {
    try {
      return compile();
    } catch (error) {
      if (!(error instanceof AppError) || !error.options.fields) throw error;
      Object.assign(errors, error.options.fields);
      return undefined;
    }
  };
  const filtered = attempt(() =>
    compileListQuery(commissionReportFilters, { filters: query.filters, sortOptions: [] }),
  );
  const sorted = attempt(() =>
    compileListQuery(commissionReportSorts, { filters: [], sortOptions: query.sortOptions }, collation),
  );
  if (!filtered || !sorted) throw new AppError('validation_failed', { fields: errors });
  return { having: filtered.where, orderBy: sorted.orderBy };
};

export const createCommissionReportService = (db: Db, now: () => Date = () => new Date()) => ({
  /**
   * One page of rows (an agent in a bucket with at least one deal) and the totals of every row the
   * filter keeps, in one query; a second only for a page past the last row. Counted exactly up to
   * TOTAL_COUNT_CAP, like every table.
   */
  page: async (actor: Actor, query: CommissionReportQuery): Promise<CommissionReportPage> => {
    const owner = await reportOwner(db, actor, query.organizationId);
    const { having, orderBy } = compileReportQuery(query, await collationFor(db, actor.language));
    const { period, from, to } = resolvePeriod(query, now());
    const range = { from, to };
    const slice = { range, unit: query.groupBy, owner, having };
    const page = { orderBy, limit: query.pageSize, offset: query.page * query.pageSize };
    const found = await repository.page(db, slice, page);
    const { count, ...totals } =
      found.totals ?? (page.offset > 0 ? await repository.totals(db, slice) : noTotals);
    return {
      items: found.items.map((row) => ({
        ...row,
        bucketEnd: bucketAt(row.bucketStart, query.groupBy, range).to,
      })),
      total: Math.min(count, TOTAL_COUNT_CAP),
      totalCapped: count > TOTAL_COUNT_CAP,
      page: query.page,
      pageSize: query.pageSize,
      period,
      from,
      to,
      totals,
    };
  },
});

export type CommissionReportService = ReturnType<typeof createCommissionReportService>;
