import {
  formatMessage,
  isMessageKey,
  languages,
  sellUserAdSchema,
  type Language,
  type SellUserAdInput,
  type UserAd,
} from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, Resolver } from 'react-hook-form';
import { issueToken, SERVER_ERROR_TYPE } from '@/shared/lib/form-errors';

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

const languageOf = (language: string): Language =>
  (languages as readonly string[]).includes(language) ? (language as Language) : 'az';

/**
 * The sale's resolver. The contracts' own messages (two decimals, a date after today, a date that
 * is none) come out of zod as message keys; they are written here in the server's words for the
 * language, with the field's label, so the text under a field is the one the server would send.
 * An emptied date is "required" rather than "not a date".
 */
export const sellResolver = (
  today: string,
  language: string,
  labelOf: (field: SellField) => string,
  required: (label: string) => string,
): Resolver<SellUserAdInput, unknown, SellUserAdInput> => {
  const base = zodResolver(sellSchemaFor(today), { error: issueToken }) as Resolver<
    SellUserAdInput,
    unknown,
    SellUserAdInput
  >;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors = result.errors as Partial<Record<SellField, FieldError>>;
    for (const field of Object.keys(errors) as SellField[]) {
      const error = errors[field];
      if (!error) continue;
      const label = labelOf(field);
      if (field === 'soldDate' && values.soldDate === '') {
        errors[field] = { ...error, type: SERVER_ERROR_TYPE, message: required(label) };
      } else if (error.message && isMessageKey(error.message)) {
        const message = formatMessage(languageOf(language), error.message, { field: label });
        errors[field] = { ...error, type: SERVER_ERROR_TYPE, message };
      }
    }
    return result;
  };
};
