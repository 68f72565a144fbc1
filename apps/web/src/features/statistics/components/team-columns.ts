import type { StatisticsFigures, UserStatistics } from '@emlak/contracts';

/** The table view's columns, in the spec's order of the figures. */
export const TEAM_COLUMNS = [
  'name',
  'adsCount',
  'totalValue',
  'soldCount',
  'soldValue',
  'addedCount',
  'amountOfSeller',
  'amountOfBuyer',
  'commission',
] as const;
export type TeamColumn = (typeof TEAM_COLUMNS)[number];
export type FigureColumn = Exclude<TeamColumn, 'name'>;

/** Money columns hold decimal strings; the others counts. */
export const MONEY_COLUMNS: readonly FigureColumn[] = [
  'totalValue',
  'soldValue',
  'amountOfSeller',
  'amountOfBuyer',
  'commission',
];

export type SortDirection = 'asc' | 'desc';

/**
 * Users ordered by a column. Decimal strings compare as numbers (two decimals of amounts far below
 * 2^53 compare exactly); ties keep the name order, so the table never shuffles.
 */
export const sortUsers = (
  users: readonly UserStatistics[],
  column: TeamColumn,
  direction: SortDirection,
  language: string,
): UserStatistics[] => {
  const byName = (a: UserStatistics, b: UserStatistics) => a.name.localeCompare(b.name, language);
  const sign = direction === 'asc' ? 1 : -1;
  return [...users].sort((a, b) => {
    if (column === 'name') return sign * byName(a, b);
    const difference = Number(a[column]) - Number(b[column]);
    return difference !== 0 ? sign * difference : byName(a, b);
  });
};

/** A figure as a CSV cell: counts and amounts stay numbers (the CSV writes them in the language). */
export const csvFigure = (figures: StatisticsFigures, column: FigureColumn): number =>
  Number(figures[column]);
