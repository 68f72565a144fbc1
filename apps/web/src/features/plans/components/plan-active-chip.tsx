import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Active or inactive, for the readers of the list (a SuperAdmin gets the switch instead). */
export const PlanActiveChip = ({ active }: { active: boolean }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      label={t(active ? 'plans.active' : 'plans.inactive')}
      sx={{ fontWeight: 500 }}
    />
  );
};
