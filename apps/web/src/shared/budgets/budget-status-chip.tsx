import { Chip, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { budgetStatusName, type BudgetStatusName } from './budget-format';

const colors: Record<BudgetStatusName, ChipProps['color']> = {
  // Not 'info': MUI's light info blue on white is 3.9:1, below WCAG AA for the chip's small text.
  project: 'primary',
  active: 'warning',
  closed: 'success',
  unknown: 'default',
};

/** A budget's status (project, active, closed), translated, in its own colour. */
export const BudgetStatusChip = ({ status }: { status: number }) => {
  const { t } = useTranslation();
  const name = budgetStatusName(status);
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[name]}
      label={t(`budgets.statuses.${name}`)}
      sx={{ fontWeight: 500 }}
    />
  );
};
