import HomeRounded from '@mui/icons-material/HomeRounded';
import ReportProblemRounded from '@mui/icons-material/ReportProblemRounded';
import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StatusScreen } from './status-screen';

/**
 * The 500 screen (spec section 2): shown at /error and by the error boundaries whenever a render
 * fails. Go Home is a full page load, not a router link: it also works outside the router and
 * starts from a clean state after a crash.
 */
export type ServerErrorPageProps = {
  /** Rendered inside the shell, which already has the page's main landmark. */
  embedded?: boolean;
};

export const ServerErrorPage = ({ embedded = false }: ServerErrorPageProps) => {
  const { t } = useTranslation();
  return (
    <StatusScreen
      code="500"
      tone="error"
      animated
      embedded={embedded}
      icon={<ReportProblemRounded />}
      overline={t('errors.serverTitle')}
      title={t('errors.serverText')}
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('errors.serverHint')}</Typography>
      <Button href="/" variant="contained" size="large" startIcon={<HomeRounded />} sx={{ mt: 2 }}>
        {t('errors.goHome')}
      </Button>
    </StatusScreen>
  );
};
