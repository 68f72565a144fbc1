import type { OrganizationStatus } from '@emlak/contracts';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { statusColor } from '../organization-statuses';

/** The organization's status, translated, in its own colour. */
export const OrganizationStatusChip = ({ status }: { status: OrganizationStatus }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusColor(status)}
      label={t(`organizations.statuses.${status}`)}
      sx={{ fontWeight: 500 }}
    />
  );
};
