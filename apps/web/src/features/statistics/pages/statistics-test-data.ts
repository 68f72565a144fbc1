import type {
  AdminStatistics,
  StatisticsFigures,
  StatisticsSeries,
  StatisticsSummary,
} from '@emlak/contracts';

/** Figures with zeros but what is given. */
export const figures = (given: Partial<StatisticsFigures> = {}): StatisticsFigures => ({
  adsCount: 0,
  totalValue: '0.00',
  soldCount: 0,
  soldValue: '0.00',
  addedCount: 0,
  amountOfSeller: '0.00',
  amountOfBuyer: '0.00',
  commission: '0.00',
  ...given,
});

/** The days each period resolves to in these tests (the server's answer, not computed here). */
export const ranges: Record<string, { from: string; to: string }> = {
  today: { from: '2026-11-24', to: '2026-11-24' },
  week: { from: '2026-11-23', to: '2026-11-29' },
  month: { from: '2026-11-01', to: '2026-11-30' },
  year: { from: '2026-01-01', to: '2026-12-31' },
};

export const rangeOf = (search: URLSearchParams) => {
  const period = search.get('period') ?? 'today';
  return period === 'custom'
    ? { from: search.get('from') ?? '', to: search.get('to') ?? '' }
    : (ranges[period] ?? ranges.today!);
};

export const summaryAnswer = (search: URLSearchParams): StatisticsSummary => ({
  period: (search.get('period') ?? 'today') as StatisticsSummary['period'],
  ...rangeOf(search),
  ...figures({
    adsCount: 4,
    totalValue: '620000.00',
    soldCount: 2,
    soldValue: '410000.00',
    addedCount: 7,
    amountOfSeller: '8200.00',
    amountOfBuyer: '4100.50',
    commission: '12300.50',
  }),
  previous: {
    from: '2026-11-23',
    to: '2026-11-23',
    ...figures({ adsCount: 2, soldCount: 2, addedCount: 7 }),
  },
});

export const seriesAnswer = (search: URLSearchParams): StatisticsSeries => {
  const { from, to } = rangeOf(search);
  return {
    period: (search.get('period') ?? 'today') as StatisticsSeries['period'],
    from,
    to,
    groupBy: (search.get('groupBy') ?? 'day') as StatisticsSeries['groupBy'],
    buckets: [
      {
        from,
        to: from,
        ...figures({ adsCount: 1, soldCount: 1, soldValue: '200000.00', commission: '6000.00' }),
      },
    ],
  };
};

/** A team of three: the numbers of `totals` are the sums of the rows, worked out by hand. */
export const team = (search: URLSearchParams): AdminStatistics => ({
  period: (search.get('period') ?? 'today') as AdminStatistics['period'],
  ...rangeOf(search),
  organizationId: Number(search.get('organizationId') ?? 2),
  users: [
    {
      userId: 11,
      name: 'Aysel Məmmədova',
      colorCode: '#1e88e5',
      roleId: 1,
      ...figures({ adsCount: 1, totalValue: '90000.00', addedCount: 2 }),
    },
    {
      userId: 12,
      name: 'Rəşad Əliyev',
      colorCode: '#c2410c',
      roleId: 3,
      ...figures({
        adsCount: 3,
        totalValue: '450000.00',
        soldCount: 2,
        soldValue: '300000.00',
        addedCount: 5,
        amountOfSeller: '6000.00',
        amountOfBuyer: '3000.00',
        commission: '9000.00',
      }),
    },
    {
      userId: 13,
      name: 'Nigar Quliyeva',
      colorCode: null,
      roleId: 3,
      ...figures({
        adsCount: 2,
        totalValue: '310000.50',
        soldCount: 1,
        soldValue: '180000.00',
        addedCount: 1,
        amountOfSeller: '3600.00',
        amountOfBuyer: '1800.25',
        commission: '5400.25',
      }),
    },
  ],
  // 1+3+2 posted, 90000+450000+310000.50, 0+2+1 sold, 300000+180000, 2+5+1 added,
  // 6000+3600 and 3000+1800.25 commission, 9000+5400.25 in all.
  totals: figures({
    adsCount: 6,
    totalValue: '850000.50',
    soldCount: 3,
    soldValue: '480000.00',
    addedCount: 8,
    amountOfSeller: '9600.00',
    amountOfBuyer: '4800.25',
    commission: '14400.25',
  }),
  previousTotals: {
    from: '2026-11-23',
    to: '2026-11-23',
    ...figures({ soldCount: 1, commission: '7200.00' }),
  },
});
