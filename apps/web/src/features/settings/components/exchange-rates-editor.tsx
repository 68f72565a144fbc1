import {
  updateExchangeRatesSchema,
  type ExchangeRate,
  type UpdateExchangeRatesInput,
} from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import SaveRounded from '@mui/icons-material/SaveRounded';
import { Alert, Box, Button, InputAdornment, Stack } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type FieldError, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, isNetworkError } from '@/shared/api/http-client';
import { formatDate } from '@/shared/lib/format';
import { issueToken, SERVER_ERROR_TYPE } from '@/shared/lib/form-errors';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { FormNumberField } from '@/shared/ui/form-panel/form-number-field';
import { useUpdateExchangeRates } from '../api/use-update-exchange-rates';

const contractResolver = zodResolver(updateExchangeRatesSchema, { error: issueToken }) as Resolver<
  UpdateExchangeRatesInput,
  unknown,
  UpdateExchangeRatesInput
>;

/**
 * The contracts' schema, with one message of its own: the lower bound of a rate is a millionth,
 * which the generic "at least {min}" would write as "at least 0".
 */
const resolverFor =
  (
    positive: (index: number) => string,
  ): Resolver<UpdateExchangeRatesInput, unknown, UpdateExchangeRatesInput> =>
  async (values, context, options) => {
    const result = await contractResolver(values, context, options);
    const rows = (result.errors.rates ?? []) as ({ rateToAzn?: FieldError } | undefined)[];
    rows.forEach((row, index) => {
      const error = row?.rateToAzn;
      if (row && error?.message?.includes('"tooSmall"'))
        row.rateToAzn = { ...error, type: SERVER_ERROR_TYPE, message: positive(index) };
    });
    return result;
  };

const manat = { input: { endAdornment: <InputAdornment position="end">₼</InputAdornment> } };

const valuesOf = (rates: readonly ExchangeRate[]): UpdateExchangeRatesInput => ({
  rates: rates.map((rate) => ({ currency: rate.currency, rateToAzn: Number(rate.rateToAzn) })),
});

/**
 * A SuperAdmin's editor of the manat rates of USD and EUR, checked with the contracts' schema;
 * each field says the day its rate was last set.
 */
export const ExchangeRatesEditor = ({ rates }: { rates: readonly ExchangeRate[] }) => {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const update = useUpdateExchangeRates();
  const [alert, setAlert] = useState<string | null>(null);
  const resolver = useMemo(
    () =>
      resolverFor((index) =>
        t('listing.rates.positive', {
          field: t('listing.rates.field', { currency: rates[index]?.currency ?? '' }),
        }),
      ),
    [t, rates],
  );
  const form = useForm<UpdateExchangeRatesInput, unknown, UpdateExchangeRatesInput>({
    resolver,
    defaultValues: valuesOf(rates),
  });
  // New rates from the server (saved here or elsewhere) replace the fields unless being edited.
  const { reset, formState } = form;
  useEffect(() => {
    if (!formState.isDirty) reset(valuesOf(rates));
  }, [rates, reset, formState.isDirty]);

  const submit = form.handleSubmit(async (input) => {
    setAlert(null);
    try {
      const saved = await update.mutateAsync(input);
      reset(valuesOf(saved));
      dispatch(notify({ message: t('listing.rates.saved'), severity: 'success' }));
    } catch (error) {
      const { message, fieldErrors } = apiErrorOf(error);
      const fields = Object.entries(fieldErrors).filter(([field]) => /^rates\.\d+\.rateToAzn$/.test(field));
      fields.forEach(([field, texts]) =>
        form.setError(field as Path<UpdateExchangeRatesInput>, {
          type: SERVER_ERROR_TYPE,
          message: texts[0],
        }),
      );
      if (fields.length === 0)
        setAlert(isNetworkError(error) ? t('http.networkError') : (message ?? t('forms.saveFailed')));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} sx={{ gap: 1 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {rates.map((rate, index) => (
          <FormNumberField
            key={rate.currency}
            form={form}
            name={`rates.${index}.rateToAzn`}
            label={t('listing.rates.field', { currency: rate.currency })}
            hint={t('listing.rates.asOf', { date: formatDate(new Date(rate.updatedAt), i18n.language) })}
            slotProps={manat}
          />
        ))}
      </Box>
      {alert && <Alert severity="error">{alert}</Alert>}
      <Box>
        <Button
          type="submit"
          variant="contained"
          disableElevation
          startIcon={<SaveRounded />}
          loading={form.formState.isSubmitting}
          loadingPosition="start"
          disabled={!form.formState.isDirty}
        >
          {t('listing.rates.save')}
        </Button>
      </Box>
    </Stack>
  );
};
