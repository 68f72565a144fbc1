import type { Budget } from '@emlak/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatAzn, formatPeriod } from '@/shared/budgets/budget-format';
import { BudgetStatusChip } from '@/shared/budgets/budget-status-chip';

export type GenerateResult = { year: number; month: number; budgets: Budget[] };

/** What "Generate month" issued: each organization's budget, its status and total, with a link to it. */
export const GenerateResultDialog = ({
  result,
  onClose,
}: {
  result: GenerateResult | null;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const language = i18n.language;
  const period = result ? formatPeriod(result.year, result.month, language) : '';
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { sx: { borderRadius: 3 } } }}
    >
      <DialogTitle id={titleId}>{t('budgets.generate.resultTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }} role="status">
          {result && result.budgets.length > 0
            ? t('budgets.generate.resultCount', { count: result.budgets.length, period })
            : t('budgets.generate.resultNone', { period })}
        </Typography>
        <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}>
          {result?.budgets.map((budget) => (
            <Stack
              key={budget.id}
              component="li"
              direction="row"
              sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', py: 0.5 }}
            >
              <Link
                component={RouterLink}
                to={`/budgets/${budget.id}`}
                onClick={onClose}
                underline="hover"
                sx={{ fontWeight: 600, flex: 1, minWidth: 160 }}
              >
                {budget.organizationName}
              </Link>
              <BudgetStatusChip status={budget.status} />
              <Typography variant="body2" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                {formatAzn(budget.totalCost, language)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} variant="contained" disableElevation>
          {t('budgets.generate.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
