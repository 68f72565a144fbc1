import type { Organization } from '@emlak/contracts';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LockChip } from './lock-chip';
import { OrganizationStatusChip } from './organization-status-chip';

/** An Admin's form: status and lock are shown as they are, with who may change them. */
export const ManagedBySuperAdmin = ({ organization }: { organization: Organization }) => {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 0.75, justifyContent: 'center', pb: 2.5 }}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <OrganizationStatusChip status={organization.status} />
        <LockChip locked={organization.isLocked} />
      </Stack>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('organizations.hints.superAdminOnly')}
      </Typography>
    </Stack>
  );
};
