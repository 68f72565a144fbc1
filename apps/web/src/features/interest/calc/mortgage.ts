import { fromCents, percentOfCents, toCents } from './cents';

export type MortgageInput = {
  /** The loan (price less the down payment), AZN. */
  principal: number;
  /** Annual interest rate in percent. */
  annualRate: number;
  years: number;
};

export type AmortizationRow = {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  /** What is still owed after this payment. */
  balance: number;
};

export type MortgageResult = {
  monthlyPayment: number;
  totalPaid: number;
  totalInterest: number;
  schedule: AmortizationRow[];
};

/** The annuity payment M = P·r / (1 − (1 + r)^−n), r the monthly rate; at 0 % simply P / n. */
export const monthlyPayment = (principal: number, annualRate: number, months: number): number => {
  const rate = annualRate / 12 / 100;
  const exact = rate === 0 ? principal / months : (principal * rate) / (1 - (1 + rate) ** -months);
  return fromCents(Math.round(exact * 100));
};

/**
 * The annuity loan month by month, in qəpik: each month's interest is the balance times the monthly
 * rate rounded to the qəpik, the rest of the payment repays the loan, and the last payment is
 * whatever is left with its interest, so the balance ends at exactly 0.00.
 */
export const amortize = ({ principal, annualRate, years }: MortgageInput): MortgageResult => {
  const months = Math.round(years * 12);
  const payment = toCents(monthlyPayment(principal, annualRate, months));
  let balance = toCents(principal);
  const schedule: AmortizationRow[] = [];
  let paid = 0;
  for (let month = 1; month <= months; month += 1) {
    const interest = percentOfCents(balance, annualRate, 12);
    const repaid = month === months ? balance : Math.min(payment - interest, balance);
    balance -= repaid;
    paid += interest + repaid;
    schedule.push({
      month,
      payment: fromCents(interest + repaid),
      interest: fromCents(interest),
      principal: fromCents(repaid),
      balance: fromCents(balance),
    });
  }
  return {
    monthlyPayment: fromCents(payment),
    totalPaid: fromCents(paid),
    totalInterest: fromCents(paid - toCents(principal)),
    schedule,
  };
};

export type AmortizationYear = {
  year: number;
  paid: number;
  interest: number;
  principal: number;
  /** The balance at the year's end. */
  balance: number;
  months: AmortizationRow[];
};

/** The schedule by year of the loan (months 1-12 are year 1), sums in qəpik. */
export const byYear = (schedule: readonly AmortizationRow[]): AmortizationYear[] => {
  const years: AmortizationYear[] = [];
  for (const row of schedule) {
    const index = Math.floor((row.month - 1) / 12);
    const year = (years[index] ??= {
      year: index + 1,
      paid: 0,
      interest: 0,
      principal: 0,
      balance: 0,
      months: [],
    });
    year.paid = fromCents(toCents(year.paid) + toCents(row.payment));
    year.interest = fromCents(toCents(year.interest) + toCents(row.interest));
    year.principal = fromCents(toCents(year.principal) + toCents(row.principal));
    year.balance = row.balance;
    year.months.push(row);
  }
  return years;
};
