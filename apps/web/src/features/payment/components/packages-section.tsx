import ReplayRounded from '@mui/icons-material/ReplayRounded';
import { Alert, Box, Button, Card, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LOGIN_PATH } from '@/shared/auth/sign-out';
import { useAppSelector } from '@/shared/state/store-hooks';
import { useActivePlans } from '../api/use-active-plans';
import { useVisibleCards } from '../use-visible-cards';
import { PackagesCarousel } from './packages-carousel';

/** Placeholder cards, as many as the carousel would show, while the plans load. */
const PackageSkeletons = () => {
  const { t } = useTranslation();
  const visible = useVisibleCards();
  return (
    <Box
      role="status"
      aria-label={t('payment.loading')}
      sx={{ display: 'grid', gridTemplateColumns: `repeat(${visible}, minmax(0, 1fr))`, gap: 3, py: 2 }}
    >
      {Array.from({ length: visible }, (_, index) => (
        <Card key={index} variant="outlined" sx={{ p: 3, borderRadius: '18px' }} aria-hidden>
          <Skeleton width="50%" height={32} />
          <Skeleton width="40%" height={56} sx={{ my: 1 }} />
          <Stack sx={{ gap: 1, my: 2 }}>
            <Skeleton width="80%" />
            <Skeleton width="60%" />
            <Skeleton width="70%" />
          </Stack>
          <Skeleton variant="rounded" height={42} />
        </Card>
      ))}
    </Box>
  );
};

/**
 * The packages: the active plans from the API in the carousel, with their loading, error and
 * empty states. Reading them takes a session; a visitor without one is offered the sign-in.
 */
export const PackagesSection = () => {
  const { t } = useTranslation();
  const signedIn = useAppSelector((state) => state.auth.isAuthenticated);
  const plans = useActivePlans(signedIn);
  if (!signedIn)
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={LOGIN_PATH} color="inherit" size="small">
            {t('payment.signIn')}
          </Button>
        }
      >
        {t('payment.signInToSee')}
      </Alert>
    );
  if (plans.isPending) return <PackageSkeletons />;
  if (plans.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            startIcon={<ReplayRounded />}
            onClick={() => void plans.refetch()}
          >
            {t('common.retry')}
          </Button>
        }
      >
        {t('payment.loadFailed')}
      </Alert>
    );
  if (plans.data.length === 0) return <Alert severity="info">{t('payment.noPackages')}</Alert>;
  return <PackagesCarousel items={plans.data} />;
};
