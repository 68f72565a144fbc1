import type { OrganizationStatus } from '@emlak/contracts';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { Chip, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { statusColor } from '../organization-statuses';

export type OrganizationStatusChipProps = {
  status: OrganizationStatus;
  /** The grace period is over: "Active" alone would mislead, the subscription now decides access. */
  graceExpired?: boolean;
};

/** The organization's status, translated, in its own colour. */
export const OrganizationStatusChip = ({ status, graceExpired = false }: OrganizationStatusChipProps) => {
  const { t } = useTranslation();
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={statusColor(status)}
      label={t(`organizations.statuses.${status}`)}
      icon={graceExpired ? <InfoOutlined /> : undefined}
      // Focusable so keyboard users reach the explanation too; it describes the chip, not names it.
      tabIndex={graceExpired ? 0 : undefined}
      sx={{ fontWeight: 500 }}
    />
  );
  if (!graceExpired) return chip;
  return (
    <Tooltip title={t('organizations.graceExpiredHint')} describeChild>
      {chip}
    </Tooltip>
  );
};
