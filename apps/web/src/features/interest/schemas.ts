import { z } from 'zod';

/**
 * The calculators' fields. Nothing is sent to a server, so these live in the feature; the messages
 * come from shared/lib/form-errors through `issueToken`, as in every other form.
 */
const MAX_PRICE = 1_000_000_000;
const price = z.number().min(1).max(MAX_PRICE);
const percent = z.number().min(0).max(100);

const shared = { price, sellerShare: percent };

/** Commission from the percent, or the percent from the commission: only the given one is checked. */
export const commissionSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('percent'), percent, ...shared }),
  z.object({ mode: z.literal('amount'), commission: z.number().min(0).max(MAX_PRICE), ...shared }),
]);
export type CommissionInput = z.infer<typeof commissionSchema>;
export type CommissionValues = {
  mode: 'percent' | 'amount';
  price: number;
  percent: number;
  commission: number;
  sellerShare: number;
};

export const DOWN_MODES = ['percent', 'amount'] as const;
export type DownMode = (typeof DOWN_MODES)[number];

export const mortgageSchema = z
  .object({
    price,
    downMode: z.enum(DOWN_MODES),
    down: z.number().min(0).max(MAX_PRICE),
    rate: z.number().min(0).max(50),
    years: z.number().int().min(1).max(40),
  })
  .superRefine((values, context) => {
    // Some of the price must be borrowed: the down payment stays below the whole price.
    const max = values.downMode === 'percent' ? 99 : values.price - 1;
    if (values.down > max)
      context.addIssue({
        code: 'too_big',
        origin: 'number',
        maximum: max,
        input: values.down,
        path: ['down'],
      });
  });
export type MortgageValues = z.infer<typeof mortgageSchema>;

/** The loan a valid form asks for: the price less the down payment, both in AZN. */
export const loanOf = ({ price, downMode, down }: Pick<MortgageValues, 'price' | 'downMode' | 'down'>) => {
  const downAmount = downMode === 'percent' ? Math.round(price * down) / 100 : down;
  return {
    downAmount,
    downPercent: (downAmount / price) * 100,
    principal: Math.round((price - downAmount) * 100) / 100,
  };
};
