import type { Budget } from '@emlak/contracts';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** "12 gün gecikir": an issued budget past its due date; nothing when it is not overdue. */
export const OverdueBadge = ({ budget }: { budget: Pick<Budget, 'isOverdue' | 'daysOverdue'> }) => {
  const { t } = useTranslation();
  if (!budget.isOverdue) return null;
  return (
    <Chip
      size="small"
      color="error"
      icon={<ScheduleRounded />}
      label={t('budgets.overdueDays', { count: budget.daysOverdue })}
      sx={{ fontWeight: 600 }}
    />
  );
};
