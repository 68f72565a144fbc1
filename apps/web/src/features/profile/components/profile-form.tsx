import {
  isEmailChanged,
  profileFormSchema,
  type Profile,
  type ProfileFormValues,
  type UpdateProfileInput,
} from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { issueToken } from '@/shared/lib/form-errors';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { FormTextField } from '@/shared/ui/form-panel/form-text-field';
import { useUpdateProfile } from '../api/use-update-profile';
import { CurrentPasswordField } from './current-password-field';
import { showServerErrors } from '@/shared/lib/show-server-errors';

const valuesOf = (profile: Profile): ProfileFormValues => ({
  firstName: profile.firstName ?? '',
  lastName: profile.lastName ?? '',
  email: profile.email,
  phone: profile.phone ?? '',
  address: profile.address ?? '',
  country: profile.country ?? '',
  fin: profile.fin ?? '',
  job: profile.job ?? '',
  currentPassword: '',
});

type TextField = Exclude<keyof ProfileFormValues, 'currentPassword'>;
const grid = { display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/**
 * The own details, validated with the contracts' profile form rules. While the e-mail differs
 * from the stored one the current password field is shown and required, and sent with it.
 */
export const ProfileForm = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const update = useUpdateProfile();
  const resolver = useMemo(
    () => zodResolver(profileFormSchema(profile.email), { error: issueToken }),
    [profile.email],
  );
  const form = useForm<ProfileFormValues, unknown, UpdateProfileInput>({
    resolver,
    defaultValues: valuesOf(profile),
  });
  const [alert, setAlert] = useState<string | null>(null);
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanged = isEmailChanged(email ?? '', profile.email);

  const submit = form.handleSubmit(async ({ currentPassword, ...input }) => {
    setAlert(null);
    const changed = isEmailChanged(input.email, profile.email);
    try {
      const saved = await update.mutateAsync(changed ? { ...input, currentPassword } : input);
      form.reset(valuesOf(saved));
      dispatch(notify({ message: t('profile.saved'), severity: 'success' }));
    } catch (error) {
      setAlert(showServerErrors(form, error, t('profile.saveFailed'), t));
    }
  });

  const field = (
    name: TextField,
    extra: { hint?: string; required?: boolean; autoComplete?: string } = {},
  ) => <FormTextField form={form} name={name} label={t(`profile.fields.${name}`)} {...extra} />;

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('profile.details.title')}>
      <Box sx={grid}>
        {field('firstName', { required: true, autoComplete: 'given-name' })}
        {field('lastName', { required: true, autoComplete: 'family-name' })}
        {field('email', { required: true, autoComplete: 'email' })}
        {field('phone', { hint: t('profile.hints.phone'), autoComplete: 'tel' })}
        {emailChanged && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('profile.hints.emailPassword')}
            </Alert>
            <CurrentPasswordField
              form={form}
              name="currentPassword"
              label={t('profile.fields.currentPassword')}
            />
          </Box>
        )}
        {field('fin', { hint: t('profile.hints.fin') })}
        {field('job', { autoComplete: 'organization-title' })}
        {field('country', { autoComplete: 'country-name' })}
        {field('address', { autoComplete: 'street-address' })}
      </Box>
      {alert && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {alert}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={update.isPending}>
          {t('profile.save')}
        </Button>
      </Stack>
    </Box>
  );
};
