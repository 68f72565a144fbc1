import HomeRounded from '@mui/icons-material/HomeRounded';
import TravelExploreRounded from '@mui/icons-material/TravelExploreRounded';
import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusScreen } from './status-screen';

/** 404: any path of no route (spec section 2), with a way back to '/'. */
export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <StatusScreen
      code="404"
      icon={<TravelExploreRounded />}
      title={t('errors.notFoundTitle')}
      action={
        <Button component={Link} to="/" variant="contained" size="large" startIcon={<HomeRounded />}>
          {t('errors.backHome')}
        </Button>
      }
    >
      <Typography sx={{ color: 'text.secondary' }}>{t('errors.notFoundText')}</Typography>
    </StatusScreen>
  );
};
