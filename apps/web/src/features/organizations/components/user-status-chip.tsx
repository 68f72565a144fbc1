import type { OrganizationUser } from '@emlak/contracts';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Active (green) or locked (red). */
export const UserStatusChip = ({ status }: { status: OrganizationUser['status'] }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'active' ? 'success' : 'error'}
      label={t(`organizations.detail.userStatuses.${status}`)}
      sx={{ fontWeight: 500 }}
    />
  );
};
