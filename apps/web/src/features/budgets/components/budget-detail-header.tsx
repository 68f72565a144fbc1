import type { BudgetDetail } from '@emlak/contracts';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatBudgetDay, formatPeriod } from '@/shared/budgets/budget-format';
import { BudgetStatusChip } from '@/shared/budgets/budget-status-chip';
import { OverdueBadge } from '@/shared/budgets/overdue-badge';
import { formatDate } from '@/shared/lib/format';

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="caption" component="dt" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600 }}>
      {value}
    </Typography>
  </Box>
);

/** The budget's organization and period (the page's h1), status, overdue days and dates, and its actions. */
export const BudgetDetailHeader = ({ budget, actions }: { budget: BudgetDetail; actions: ReactNode }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const period = formatPeriod(budget.year, budget.month, language);
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        component={RouterLink}
        to="/budgets"
        startIcon={<ArrowBackRounded />}
        color="inherit"
        sx={{ mb: 1 }}
      >
        {t('budgets.detail.back')}
      </Button>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {t('budgets.detail.title', { organization: budget.organizationName, period })}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <BudgetStatusChip status={budget.status} />
            <OverdueBadge budget={budget} />
          </Stack>
          <Stack component="dl" direction="row" sx={{ m: 0, mt: 1.5, gap: 3, flexWrap: 'wrap' }}>
            <Fact label={t('budgets.detail.dueDate')} value={formatBudgetDay(budget.dueDate, language)} />
            <Fact
              label={t('budgets.detail.issuedAt')}
              value={
                budget.issuedAt
                  ? formatDate(new Date(budget.issuedAt), language)
                  : t('budgets.detail.notIssued')
              }
            />
            {budget.paidDate && (
              <Fact label={t('budgets.detail.paidDate')} value={formatBudgetDay(budget.paidDate, language)} />
            )}
          </Stack>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flexShrink: 0 }}>
          {actions}
        </Stack>
      </Stack>
    </Box>
  );
};
