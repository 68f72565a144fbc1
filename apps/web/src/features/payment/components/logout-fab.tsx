import LogoutRounded from '@mui/icons-material/LogoutRounded';
import { CircularProgress, Fab, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { http } from '@/shared/api/http-client';
import { LOGIN_PATH, signOut } from '@/shared/auth/sign-out';
import { clearDeviceData } from '../clear-device-data';

/** The page's floating logout (spec section 2): signs out and forgets this browser's device data. */
export const LogoutFab = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const logout = async () => {
    if (pending) return;
    setPending(true);
    // The server revokes the session first, while the call still carries this device's id; a
    // sign-out that called it itself would race the clearing below and mint a new id for it.
    await http
      .post('/auth/logout', undefined, { skipAuthRefresh: true, skipErrorToast: true })
      .catch(() => undefined);
    dispatch(signOut({ notifyServer: false }));
    clearDeviceData();
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Tooltip title={t('payment.logout')} placement="left">
      <Fab
        color="primary"
        onClick={logout}
        aria-busy={pending}
        aria-label={t('payment.logout')}
        sx={{ position: 'fixed', right: { xs: 16, sm: 32 }, bottom: { xs: 16, sm: 32 } }}
      >
        {pending ? <CircularProgress size={24} color="inherit" /> : <LogoutRounded />}
      </Fab>
    </Tooltip>
  );
};
