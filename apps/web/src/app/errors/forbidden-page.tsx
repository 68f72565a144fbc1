import GppBadRounded from '@mui/icons-material/GppBadRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import { Alert, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusScreen } from './status-screen';

/**
 * 403: the role may not view this screen (spec section 2); the guard shows it in place, inside the
 * shell, which already has the page's main landmark and height.
 */
export const ForbiddenPage = () => {
  const { t } = useTranslation();
  return (
    <StatusScreen
      code="403"
      tone="warning"
      embedded
      icon={<GppBadRounded />}
      title={t('errors.forbiddenTitle')}
      action={
        <Button component={Link} to="/" variant="contained" size="large" startIcon={<HomeRounded />}>
          {t('errors.mainPage')}
        </Button>
      }
    >
      <Typography sx={{ color: 'text.secondary', fontSize: 17 }}>{t('errors.forbiddenText')}</Typography>
      <Alert severity="warning" variant="outlined" sx={{ textAlign: 'start', width: '100%' }}>
        {t('errors.forbiddenHint')}
      </Alert>
    </StatusScreen>
  );
};
