import {
  createSubscriptionSchema,
  type CreateSubscriptionInput,
  type PlanOption,
  type Subscription,
} from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiErrorOf, isNetworkError } from '@/shared/api/http-client';
import { bakuToday } from '@/shared/lib/baku-today';
import { issueToken, SERVER_ERROR_TYPE } from '@/shared/lib/form-errors';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { FormSelectField } from '@/shared/ui/form-panel/form-select-field';
import { FormTextField } from '@/shared/ui/form-panel/form-text-field';
import { useCreateSubscription } from '../api/use-create-subscription';
import { subscriptionPeriodFrom } from '../subscription-dates';

type Values = CreateSubscriptionInput;

const resolver = zodResolver(createSubscriptionSchema, { error: issueToken });

/** The spec's defaults (section 4): plan and end date empty, active, no auto-renew, status 1. */
export const subscriptionDefaults = (userId: number, planId: number | null = null): Values => ({
  userId,
  subscriptionPlanId: planId,
  startDate: '',
  endDate: '',
  isActive: true,
  autoRenew: false,
  status: 1,
  adminNotes: '',
});

export type SubscriptionFormProps = {
  userId: number;
  /** The user's newest subscription once read (null: none, or the read failed). */
  newest: Subscription | null;
  /** False while the subscriptions load: the plan is pre-filled when they arrive. */
  ready: boolean;
  options: readonly PlanOption[] | undefined;
  /** After Cancel or a successful Add: the panel forgets the user and collapses. */
  onDone: () => void;
};

/**
 * Sets a plan for the picked user: the plan dropdown pre-filled with the newest subscription's
 * plan, validated with the contracts' createSubscriptionSchema ('Plan seçimi tələb olunur' under
 * the field), Cancel and Add (loading while it runs). A refusal shows the server's message.
 */
export const SubscriptionForm = ({ userId, newest, ready, options, onDone }: SubscriptionFormProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const create = useCreateSubscription();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<Values, unknown, CreateSubscriptionInput>({
    resolver,
    defaultValues: subscriptionDefaults(userId),
  });
  const text = (key: string) => t(`organizations.detail.subscription.${key}`);

  // A new user, or their subscriptions arriving: start from the newest one's plan (or none).
  const prefill = ready ? (newest?.subscriptionPlanId ?? null) : null;
  const { reset } = form;
  useEffect(() => {
    reset(subscriptionDefaults(userId, prefill));
    setAlert(null);
  }, [reset, userId, prefill]);

  // The newest plan may be inactive by now: it stays selectable so the pre-fill shows what it is.
  const choices = useMemo(() => {
    const list = (options ?? []).map((option) => ({ value: option.value, label: option.displayText }));
    if (newest && !list.some((option) => option.value === newest.subscriptionPlanId))
      list.push({ value: newest.subscriptionPlanId, label: newest.planName });
    return list;
  }, [options, newest]);

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const notes = typeof values.adminNotes === 'string' ? values.adminNotes.trim() : '';
    try {
      await create.mutateAsync({
        ...values,
        ...subscriptionPeriodFrom(bakuToday()),
        isActive: true,
        autoRenew: false,
        status: 1,
        adminNotes: notes === '' ? null : notes,
      });
      dispatch(notify({ message: text('created'), severity: 'success' }));
      reset(subscriptionDefaults(userId));
      onDone();
    } catch (error) {
      const { message, fieldErrors } = apiErrorOf(error);
      const planError = fieldErrors.subscriptionPlanId?.[0];
      if (planError)
        form.setError(
          'subscriptionPlanId',
          { type: SERVER_ERROR_TYPE, message: planError },
          { shouldFocus: true },
        );
      else setAlert(isNetworkError(error) ? t('http.networkError') : (message ?? t('forms.saveFailed')));
    }
  });

  const cancel = () => {
    reset(subscriptionDefaults(userId));
    setAlert(null);
    onDone();
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 1fr) minmax(240px, 2fr)' },
        }}
      >
        <FormSelectField
          form={form}
          name="subscriptionPlanId"
          label={text('plan')}
          required
          disabled={!ready}
          options={choices}
          hint={text('planHint')}
        />
        <FormTextField form={form} name="adminNotes" label={text('notes')} multiline maxRows={4} />
      </Box>
      {alert && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {alert}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1 }}>
        <Button color="inherit" onClick={cancel} disabled={create.isPending}>
          {text('cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disableElevation
          loading={create.isPending}
          disabled={!ready}
        >
          {text('add')}
        </Button>
      </Stack>
    </Box>
  );
};
