import type { ExchangeRate, UpdateExchangeRatesInput } from '@emlak/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { recordChange } from '../audit/audit-recorder';
import { RATE_STORED_MAX, storedRate, type Currency } from './exchange-rate-values';
import { exchangeRatesRepository as repository, type ExchangeRateRow } from './exchange-rates.repository';

const ENTITY = 'exchangeRate';

const toExchangeRate = (row: ExchangeRateRow): ExchangeRate => ({
  currency: row.currency,
  rateToAzn: row.rateToAzn,
  updatedAt: row.updatedAt.toISOString(),
});

/** The rates as stored, or one 400 naming each currency given twice and each rate the column cannot hold. */
const storedRates = (input: UpdateExchangeRatesInput): { currency: Currency; rateToAzn: string }[] => {
  const errors: FieldErrors = {};
  const seen = new Set<Currency>();
  const rates = input.rates.flatMap(({ currency, rateToAzn }, index) => {
    if (seen.has(currency)) {
      errors[`rates.${index}.currency`] = [{ key: 'duplicate', params: { field: 'currency' } }];
      return [];
    }
    seen.add(currency);
    const stored = storedRate(rateToAzn);
    if (stored === null) {
      errors[`rates.${index}.rateToAzn`] = [
        { key: 'validation.tooBig', params: { field: 'rateToAzn', max: RATE_STORED_MAX } },
      ];
      return [];
    }
    return [{ currency, rateToAzn: stored }];
  });
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { fields: errors });
  return rates;
};

/**
 * AZN per unit of each foreign currency (docs/domain.md "Localization and time"): every role reads
 * them, a SuperAdmin sets them (the route policies say who).
 */
export const createExchangeRatesService = (db: Db) => ({
  list: async (): Promise<ExchangeRate[]> => (await repository.list(db)).map(toExchangeRate),

  /** Sets the given currencies' rates (dated now, by the actor), each audited, and answers every rate. */
  update: async (actor: Actor, input: UpdateExchangeRatesInput): Promise<ExchangeRate[]> => {
    const rates = storedRates(input);
    return db.transaction(async (tx) => {
      for (const { currency, rateToAzn } of rates) {
        const before = await repository.findForUpdate(tx, currency);
        // Setting the same rate again still dates it today (the web shows the rate's date); the
        // audit log records it only when the rate or its author changed.
        const after = await repository.upsert(tx, currency, rateToAzn, actor.userId);
        await recordChange(tx, actor, {
          action: before ? 'exchangeRate.updated' : 'exchangeRate.created',
          entity: ENTITY,
          entityId: currency,
          organizationId: null,
          before: before ?? null,
          after,
        });
      }
      return (await repository.list(tx)).map(toExchangeRate);
    });
  },
});

export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;
