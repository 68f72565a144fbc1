import type { PeriodSelection } from './use-period-params';

/** The address's query of a period (and an organization) for a link to the other statistics screen. */
export const periodSearch = (
  selection: Pick<PeriodSelection, 'period' | 'from' | 'to'>,
  organizationId?: number,
) => {
  const search = new URLSearchParams({ period: selection.period });
  if (selection.period === 'custom') {
    if (selection.from) search.set('from', selection.from);
    if (selection.to) search.set('to', selection.to);
  }
  if (organizationId) search.set('org', String(organizationId));
  return `?${search.toString()}`;
};

/** A positive whole number from the address (an organization's id), or undefined. */
export const idParam = (value: string | null): number | undefined => {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
};
