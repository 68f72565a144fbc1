import BugReportRounded from '@mui/icons-material/BugReportRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusScreen } from './status-screen';

/** Router statuses with a generic text of their own (spec section 8). */
const knownStatuses = new Set([400, 403, 404, 405]);

/** The router's fallback (`errorElement`): "Unexpected Application Error!" and what is known of the cause. */
export const RouteErrorPage = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  const text =
    status !== null && knownStatuses.has(status) ? t(`errors.status.${status}`) : t('errors.pageError');
  // Developers see the cause; users never see a stack or an internal message.
  const detail = import.meta.env.DEV && error instanceof Error ? error.message : null;

  return (
    <StatusScreen
      code={status !== null ? String(status) : undefined}
      tone="error"
      icon={<BugReportRounded />}
      title={t('errors.unexpected')}
      action={
        <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button variant="outlined" startIcon={<RefreshRounded />} onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
          <Button href="/" variant="contained" startIcon={<HomeRounded />}>
            {t('errors.goHome')}
          </Button>
        </Stack>
      }
    >
      <Typography sx={{ color: 'text.secondary' }}>{text}</Typography>
      {detail && (
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.5,
            width: '100%',
            overflowX: 'auto',
            textAlign: 'start',
            fontSize: 12,
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          {detail}
        </Box>
      )}
    </StatusScreen>
  );
};
