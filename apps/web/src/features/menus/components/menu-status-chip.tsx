import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RemoveCircleOutlineRounded from '@mui/icons-material/RemoveCircleOutlineRounded';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** "Active" (shown in the sidebar) or "Inactive" (hidden from every role). */
export const MenuStatusChip = ({ active }: { active: boolean }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={active ? 'success' : 'default'}
      icon={active ? <CheckCircleRounded /> : <RemoveCircleOutlineRounded />}
      label={t(active ? 'menus.statusLabels.active' : 'menus.statusLabels.inactive')}
      sx={{ fontWeight: 500 }}
    />
  );
};
