import type { Organization } from '@emlak/contracts';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import BusinessRounded from '@mui/icons-material/BusinessRounded';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GracePeriod } from './grace-period';
import { LockChip } from './lock-chip';
import { OrganizationStatusChip } from './organization-status-chip';

/** The organization's name (the page heading), status, lock and grace period; a skeleton while loading. */
export const OrganizationHeader = ({ organization }: { organization: Organization | undefined }) => {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: 3 }}>
      <Button
        component={Link}
        to="/organizations"
        size="small"
        color="inherit"
        startIcon={<ArrowBackRounded />}
        sx={{ mb: 1.5, color: 'text.secondary' }}
      >
        {t('organizations.detail.back')}
      </Button>
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 52,
            height: 52,
            flexShrink: 0,
            borderRadius: 2.5,
            display: { xs: 'none', sm: 'grid' },
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.12),
          })}
        >
          <BusinessRounded />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {organization ? organization.name : <Skeleton width={260} />}
          </Typography>
          {organization && (
            <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <OrganizationStatusChip status={organization.status} />
              <LockChip locked={organization.isLocked} />
              <GracePeriod end={organization.gracePeriodEnd} daysLeft={organization.daysLeft} />
            </Stack>
          )}
        </Box>
      </Stack>
    </Box>
  );
};
