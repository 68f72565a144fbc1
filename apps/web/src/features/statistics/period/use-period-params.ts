import { STATISTICS_PERIODS, statisticsSummaryQuerySchema, type StatisticsPeriod } from '@emlak/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { bakuToday } from '@/shared/lib/baku-today';
import type { PeriodParams } from '@/shared/statistics/use-statistics';

/** Why a custom range's day is refused: the contracts' rule (checkStatisticsRange) named. */
export type RangeIssue = {
  key: 'required' | 'invalidDate' | 'dateRangeOrder' | 'dateRangeTooLong';
  max?: number;
};
export type RangeBound = 'from' | 'to';

export type PeriodSelection = {
  period: StatisticsPeriod;
  /** The custom range as the address holds it (also when it is not valid yet). */
  from: string | undefined;
  to: string | undefined;
  /** What the statistics endpoints are asked for; null while a custom range breaks the rules. */
  query: PeriodParams | null;
  errors: Partial<Record<RangeBound, RangeIssue>>;
};

const isPeriod = (value: string | null): value is StatisticsPeriod =>
  (STATISTICS_PERIODS as readonly (string | null)[]).includes(value);

const RANGE_KEYS: readonly RangeIssue['key'][] = [
  'required',
  'invalidDate',
  'dateRangeOrder',
  'dateRangeTooLong',
];

/** The range checked with the server's own schema, its issues keyed by the bound they are under. */
export const checkPeriod = (period: StatisticsPeriod, from?: string, to?: string): PeriodSelection => {
  if (period !== 'custom') return { period, from: undefined, to: undefined, query: { period }, errors: {} };
  const parsed = statisticsSummaryQuerySchema.safeParse({ period, from, to });
  if (parsed.success) return { period, from, to, query: { period, from, to }, errors: {} };
  const errors: PeriodSelection['errors'] = {};
  for (const issue of parsed.error.issues) {
    const bound = issue.path[0];
    if ((bound !== 'from' && bound !== 'to') || errors[bound]) continue;
    const named = issue.message.replace(/^validation\./, '') as RangeIssue['key'];
    const max = (issue as { params?: { max?: number } }).params?.max;
    errors[bound] = { key: RANGE_KEYS.includes(named) ? named : 'invalidDate', ...(max ? { max } : {}) };
  }
  return { period, from, to, query: null, errors };
};

/**
 * The period of a statistics screen, kept in the address (`?period=month`,
 * `?period=custom&from=2026-11-01&to=2026-11-20`) so a reload or a shared link shows the same.
 * The default period is left out of the address; other parameters are kept as they are.
 */
export const usePeriodParams = (defaultPeriod: StatisticsPeriod) => {
  const [params, setParams] = useSearchParams();
  const requested = params.get('period');
  const period = isPeriod(requested) ? requested : defaultPeriod;
  const from = params.get('from') || undefined;
  const to = params.get('to') || undefined;
  const selection = useMemo(() => checkPeriod(period, from, to), [period, from, to]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  const choosePeriod = useCallback(
    (next: StatisticsPeriod) =>
      update((search) => {
        if (next === defaultPeriod) search.delete('period');
        else search.set('period', next);
        if (next !== 'custom') {
          search.delete('from');
          search.delete('to');
        } else if (!search.get('from') && !search.get('to')) {
          // A new custom range starts as this month so far: valid at once, then narrowed.
          const today = bakuToday();
          search.set('from', `${today.slice(0, 8)}01`);
          search.set('to', today);
        }
      }),
    [update, defaultPeriod],
  );

  const chooseBound = useCallback(
    (bound: RangeBound, day: string | undefined) =>
      update((search) => {
        search.set('period', 'custom');
        if (day) search.set(bound, day);
        else search.delete(bound);
      }),
    [update],
  );

  return { ...selection, choosePeriod, chooseBound, params, update };
};
