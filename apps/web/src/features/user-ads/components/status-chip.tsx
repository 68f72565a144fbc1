import type { UserAdStatus } from '@emlak/contracts';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

const colors = { added: 'default', work: 'primary', sold: 'success' } as const;

/** A personal-list row's status: added (neutral), in work (primary), sold (success). */
export const StatusChip = ({ status }: { status: UserAdStatus }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={colors[status]}
      variant={status === 'added' ? 'outlined' : 'filled'}
      label={t(`listing.statuses.${status}`)}
      sx={{ fontWeight: 500 }}
    />
  );
};
