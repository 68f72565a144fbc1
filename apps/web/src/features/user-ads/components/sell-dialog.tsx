import { type SellUserAdInput, type UserAd } from '@emlak/contracts';
import SellRounded from '@mui/icons-material/SellRounded';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, isNetworkError } from '@/shared/api/http-client';
import { bakuToday } from '@/shared/lib/baku-today';
import { SERVER_ERROR_TYPE } from '@/shared/lib/form-errors';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { FormNumberField } from '@/shared/ui/form-panel/form-number-field';
import { PriceText } from '@/shared/ui/price-text';
import { useSellUserAd } from '../api/use-sell-user-ad';
import { listingName } from '../listing-name';
import { sellResolver, sellValuesOf, type SellField } from '../sell-form';
import { CommissionSummary } from './commission-summary';
import { FormDayField } from './form-day-field';

export type SellDialogProps = { userAd: UserAd | null; open: boolean; onClose: () => void };

const fields: readonly SellField[] = ['amountOfSeller', 'amountOfBuyer', 'soldPrice', 'soldDate'];
const labelKeys: Record<SellField, string> = {
  amountOfSeller: 'listing.fields.amountOfSeller',
  amountOfBuyer: 'listing.fields.amountOfBuyer',
  soldPrice: 'listing.fields.soldPrice',
  soldDate: 'listing.fields.soldDate',
};
// The paper itself is the form, so Enter in a field confirms.
const formPaper = { component: 'form', noValidate: true, sx: { borderRadius: 3 } } as const;
const manat = { input: { endAdornment: <InputAdornment position="end">₼</InputAdornment> } };

/**
 * The sell confirmation (spec: the sell-confirmation dialog): what the seller and the buyer paid,
 * the sold price (the asking price unless changed) and the day (today in Baku, never later),
 * checked with the contracts' sale schema, and the commission with its share of the price as the
 * agent types. A listing someone else sold meanwhile (409 already_sold) is said plainly, the list
 * behind is read again, and the dialog only closes.
 */
export const SellDialog = ({ userAd, open, onClose }: SellDialogProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const sell = useSellUserAd();
  const titleId = useId();
  const textId = useId();
  const [today, setToday] = useState(bakuToday);
  const [alert, setAlert] = useState<string | null>(null);
  const [alreadySold, setAlreadySold] = useState(false);
  const labelOf = (field: SellField) => t(labelKeys[field]);
  const resolver = useMemo(() => sellResolver(today), [today]);
  const form = useForm<SellUserAdInput, unknown, SellUserAdInput>({
    resolver,
    defaultValues: sellValuesOf(userAd, today),
  });
  const [soldPrice, amountOfSeller, amountOfBuyer] = useWatch({
    control: form.control,
    name: ['soldPrice', 'amountOfSeller', 'amountOfBuyer'],
  });

  // Each opening starts afresh for its row, with the day it is opened on.
  const { reset } = form;
  useEffect(() => {
    if (!open) return;
    const day = bakuToday();
    setToday(day);
    reset(sellValuesOf(userAd, day));
    setAlert(null);
    setAlreadySold(false);
  }, [open, userAd, reset]);

  const running = form.formState.isSubmitting;
  const close = () => {
    if (!running) onClose();
  };

  const submit = form.handleSubmit(async (input) => {
    setAlert(null);
    try {
      await sell.mutateAsync(input);
    } catch (error) {
      const { code, message, fieldErrors } = apiErrorOf(error);
      if (code === 'already_sold') {
        setAlreadySold(true);
        return;
      }
      const named = fields.filter((field) => fieldErrors[field]?.[0]);
      named.forEach((field, index) =>
        form.setError(
          field as Path<SellUserAdInput>,
          { type: SERVER_ERROR_TYPE, message: fieldErrors[field]![0] },
          { shouldFocus: index === 0 },
        ),
      );
      if (named.length === 0)
        setAlert(isNetworkError(error) ? t('http.networkError') : (message ?? t('forms.actionFailed')));
      return;
    }
    dispatch(notify({ message: t('userAds.sold'), severity: 'success' }));
    onClose();
  });

  const name = userAd ? listingName(userAd.announcement, t) : '';
  const disabled = alreadySold || running;

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { ...formPaper, onSubmit: submit } }}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <SellRounded color="success" aria-hidden />
          {t('userAds.sellDialog.title')}
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('userAds.sellDialog.text', { name })}</DialogContentText>
        {userAd && (
          <Typography variant="body2" sx={{ mt: 1, mb: 2, color: 'text.secondary' }}>
            {t('userAds.sellDialog.askingPrice')}{' '}
            <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
              <PriceText azn={userAd.announcement.price} />
            </Box>
          </Typography>
        )}
        {alreadySold ? (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {t('userAds.sellDialog.alreadySold')}
          </Alert>
        ) : (
          <>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
                columnGap: 2,
                rowGap: 0.5,
                pt: 1,
              }}
            >
              <FormNumberField
                form={form}
                name="amountOfSeller"
                label={labelOf('amountOfSeller')}
                required
                autoFocus
                disabled={disabled}
                slotProps={manat}
              />
              <FormNumberField
                form={form}
                name="amountOfBuyer"
                label={labelOf('amountOfBuyer')}
                required
                disabled={disabled}
                slotProps={manat}
              />
              <FormNumberField
                form={form}
                name="soldPrice"
                label={labelOf('soldPrice')}
                required
                disabled={disabled}
                slotProps={manat}
              />
              <FormDayField
                form={form}
                name="soldDate"
                label={labelOf('soldDate')}
                max={today}
                required
                disabled={disabled}
              />
            </Box>
            <CommissionSummary
              soldPrice={soldPrice}
              amountOfSeller={amountOfSeller}
              amountOfBuyer={amountOfBuyer}
            />
          </>
        )}
        {alert && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {alert}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={running} color="inherit">
          {t(alreadySold ? 'forms.close' : 'forms.cancel')}
        </Button>
        {!alreadySold && (
          <Button
            type="submit"
            variant="contained"
            color="success"
            disableElevation
            loading={running}
            loadingPosition="start"
            startIcon={<SellRounded />}
          >
            {t('userAds.sellDialog.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
