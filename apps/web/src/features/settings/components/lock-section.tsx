import LockClockOutlined from '@mui/icons-material/LockClockOutlined';
import { Box, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { setAutoLock } from '../set-auto-lock';
import { AutoLockTimeoutField } from './auto-lock-timeout-field';
import { SettingsSection } from './settings-section';

/** Auto-lock on or off and its idle time-out (spec section 4 "Lock screen"). */
export const LockSection = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const enabled = useAppSelector((state) => state.lock.autoLockEnabled);
  const timeout = useAppSelector((state) => state.lock.autoLockTimeout);

  return (
    <SettingsSection
      icon={<LockClockOutlined />}
      title={t('settings.lock.title')}
      description={t('settings.lock.description')}
    >
      <Stack sx={{ gap: 2.5 }}>
        <FormControlLabel
          control={
            <Switch
              checked={enabled}
              onChange={(event) => dispatch(setAutoLock({ enabled: event.target.checked }))}
            />
          }
          label={<Typography sx={{ fontWeight: 500 }}>{t('settings.lock.autoLock')}</Typography>}
          sx={{ mx: 0, justifyContent: 'space-between' }}
          labelPlacement="start"
        />
        <Box>
          <AutoLockTimeoutField
            value={timeout}
            disabled={!enabled}
            onCommit={(minutes) => dispatch(setAutoLock({ timeout: minutes }))}
          />
        </Box>
      </Stack>
    </SettingsSection>
  );
};
