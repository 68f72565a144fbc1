import { fromCents, percentOfCents, percentOfWhole, toCents } from './cents';

export type CommissionResult = {
  /** The commission in AZN, to the qəpik. */
  commission: number;
  /** The commission as a percent of the price, to 2 decimals. */
  percent: number;
  /** The seller's and the buyer's parts; they add up to the commission exactly. */
  seller: number;
  buyer: number;
};

/** Splits a commission by the seller's share in percent; the buyer pays the rest to the qəpik. */
export const splitCommission = (commission: number, sellerSharePercent: number) => {
  const total = toCents(commission);
  const seller = percentOfCents(total, sellerSharePercent);
  return { seller: fromCents(seller), buyer: fromCents(total - seller) };
};

/** The agent's commission from the price and the percent agreed. */
export const commissionFromPercent = (
  price: number,
  percent: number,
  sellerSharePercent = 100,
): CommissionResult => {
  const commission = fromCents(percentOfCents(toCents(price), percent));
  return { commission, percent, ...splitCommission(commission, sellerSharePercent) };
};

/** The percent a commission is of the price (price above 0). */
export const percentFromCommission = (
  price: number,
  commission: number,
  sellerSharePercent = 100,
): CommissionResult => {
  const rounded = fromCents(toCents(commission));
  return {
    commission: rounded,
    percent: percentOfWhole(toCents(rounded), toCents(price)),
    ...splitCommission(rounded, sellerSharePercent),
  };
};
