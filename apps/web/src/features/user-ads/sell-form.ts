import { sellUserAdSchema, type SellUserAdInput, type UserAd } from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, Resolver } from 'react-hook-form';
import { issueToken } from '@/shared/lib/form-errors';

export type SellField = 'amountOfSeller' | 'amountOfBuyer' | 'soldPrice' | 'soldDate';

/** The contracts' sale rules plus the one the server adds: no sale dated after today in Baku. */
export const sellSchemaFor = (today: string) =>
  sellUserAdSchema.extend({
    soldDate: sellUserAdSchema.shape.soldDate.refine((day) => day === undefined || day <= today, {
      message: 'validation.dateInFuture',
    }),
  });

/** A new sale: the asking price and today; the amounts empty, for the agent to type. */
export const sellValuesOf = (userAd: UserAd | null, today: string): SellUserAdInput => ({
  id: userAd?.id ?? 0,
  amountOfSeller: Number.NaN,
  amountOfBuyer: Number.NaN,
  soldPrice: userAd ? Number(userAd.announcement.price) : Number.NaN,
  soldDate: today,
});

/**
 * The sale's resolver. The contracts' own messages (two decimals, a date after today, a date that
 * is none) are worded by the shared form messages. An emptied date is "required" rather than "not
 * a date": the error keeps only the type the shared messages read as required.
 */
export const sellResolver = (today: string): Resolver<SellUserAdInput, unknown, SellUserAdInput> => {
  const base = zodResolver(sellSchemaFor(today), { error: issueToken }) as Resolver<
    SellUserAdInput,
    unknown,
    SellUserAdInput
  >;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors = result.errors as Partial<Record<SellField, FieldError>>;
    if (errors.soldDate && values.soldDate === '')
      errors.soldDate = { type: 'required', ref: errors.soldDate.ref };
    return result;
  };
};
