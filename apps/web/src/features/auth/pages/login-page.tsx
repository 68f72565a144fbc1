import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import { Alert, Avatar, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { useLocation, useNavigate } from 'react-router';
import { clearLogoutMessage, readLogoutMessage } from '@/shared/auth/logout-message';
import { signOut } from '@/shared/auth/sign-out';
import { isLeavingDocument } from '@/shared/api/navigation';
import { formatCountdown } from '@/shared/lib/format-countdown';
import { useNow } from '@/shared/lib/use-now';
import { appName } from '@/shared/lib/app-name';
import { LanguageSwitch } from '../components/language-switch';
import { LoginForm } from '../components/login-form';
import { redirectTarget } from '../redirect-target';

/** The login screen (/accounts/login). */
export const LoginPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [name] = useState(appName);
  // Saved at a forced sign-out (another device signed in); shown here once.
  const [notice, setNotice] = useState(readLogoutMessage);
  // Three wrong lock-screen passwords sign the user out for five minutes (spec section 4).
  const lockoutEnd = useAppSelector((state) => state.lock.lockoutEndTime);
  const now = useNow(1000, lockoutEnd !== null);
  const lockedOutFor = lockoutEnd !== null && lockoutEnd > now ? lockoutEnd - now : 0;

  useEffect(() => {
    // The spec's route guard: visiting the login page signs out. The cache goes too, so the next
    // user never sees the previous one's data.
    dispatch(signOut());
    queryClient.clear();
    // Shown once; but a sign-out that reloads the page renders this page first in the document
    // that is going away, and the page that stays must still find the message.
    if (!isLeavingDocument()) clearLogoutMessage();
  }, [dispatch, queryClient]);

  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
        bgcolor: 'background.default',
        backgroundImage: `radial-gradient(circle at 15% 10%, ${alpha(theme.palette.primary.main, 0.16)}, transparent 45%), radial-gradient(circle at 85% 90%, ${alpha(theme.palette.secondary.main, 0.12)}, transparent 45%)`,
      })}
    >
      <Card
        elevation={0}
        sx={(theme) => ({
          width: '100%',
          maxWidth: 420,
          borderRadius: 3,
          border: 1,
          borderColor: 'divider',
          boxShadow: `0 12px 40px ${alpha(theme.palette.common.black, theme.palette.mode === 'dark' ? 0.5 : 0.08)}`,
        })}
      >
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
            <LanguageSwitch />
          </Stack>
          <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 0.75, mb: 3 }}>
            <Avatar
              sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: 56, height: 56, mb: 1 }}
            >
              <ApartmentRounded fontSize="large" />
            </Avatar>
            <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
              {name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('auth.tagline')}
            </Typography>
            <Typography component="h1" variant="h6" sx={{ mt: 2, fontWeight: 600 }}>
              {t('auth.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('auth.subtitle')}
            </Typography>
          </Stack>
          {notice && (
            <Alert
              severity={notice.severity}
              closeText={t('common.close')}
              onClose={() => setNotice(null)}
              sx={{ mb: 2 }}
            >
              {t(notice.key)}
            </Alert>
          )}
          {lockedOutFor > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }} role="status">
              {t('auth.lockedOut', { time: formatCountdown(lockedOutFor) })}
            </Alert>
          )}
          <LoginForm
            disabled={lockedOutFor > 0}
            onSignedIn={() => navigate(redirectTarget(location.state), { replace: true })}
          />
        </CardContent>
      </Card>
    </Box>
  );
};
