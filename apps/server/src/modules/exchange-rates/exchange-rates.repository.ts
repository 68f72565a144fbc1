import type { Currency } from './exchange-rate-values';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { exchangeRates } from '../../db/schema';

const rateColumns = {
  currency: exchangeRates.currency,
  rateToAzn: exchangeRates.rateToAzn,
  updatedAt: exchangeRates.updatedAt,
  updatedByUserId: exchangeRates.updatedByUserId,
};
export type ExchangeRateRow = {
  currency: Currency;
  rateToAzn: string;
  updatedAt: Date;
  updatedByUserId: number | null;
};

/** One row per currency (a handful): no paging, no scope, platform-wide reference data. */
export const exchangeRatesRepository = {
  list: (db: Executor): Promise<ExchangeRateRow[]> =>
    db.select(rateColumns).from(exchangeRates).orderBy(asc(exchangeRates.currency)),

  findForUpdate: async (tx: Executor, currency: Currency): Promise<ExchangeRateRow | undefined> => {
    const [row] = await tx
      .select(rateColumns)
      .from(exchangeRates)
      .where(eq(exchangeRates.currency, currency))
      .for('update');
    return row;
  },

  /** Sets the rate, inserting the currency's row if an operator removed it. */
  upsert: async (
    tx: Executor,
    currency: Currency,
    rateToAzn: string,
    userId: number,
  ): Promise<ExchangeRateRow> => {
    const [row] = await tx
      .insert(exchangeRates)
      .values({ currency, rateToAzn, updatedByUserId: userId })
      .onConflictDoUpdate({
        target: exchangeRates.currency,
        set: { rateToAzn, updatedByUserId: userId, updatedAt: sql`now()` },
      })
      .returning(rateColumns);
    return row!;
  },
};
