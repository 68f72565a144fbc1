/** How a figure moved against the previous period, for the arrow and percentage of a KPI card. */
export type FigureChange =
  { kind: 'none' } | { kind: 'new' } | { kind: 'change'; direction: 'up' | 'down' | 'flat'; percent: number };

/**
 * The change from `previous` to `current` (numbers or decimal strings). Nothing before and nothing
 * now is no change to show; something now after nothing is "new" (a percentage of zero is
 * meaningless); otherwise the relative change, rounded to one decimal.
 */
export const figureChange = (current: number | string, previous: number | string): FigureChange => {
  const now = Number(current);
  const before = Number(previous);
  if (!Number.isFinite(now) || !Number.isFinite(before)) return { kind: 'none' };
  if (before === 0) return now === 0 ? { kind: 'none' } : { kind: 'new' };
  const percent = Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
  return { kind: 'change', direction: percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat', percent };
};
