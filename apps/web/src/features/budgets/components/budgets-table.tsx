import type { Budget } from '@emlak/contracts';
import {
  Box,
  Card,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatAzn, formatBudgetDay, formatPeriod } from '@/shared/budgets/budget-format';
import { BudgetStatusChip } from '@/shared/budgets/budget-status-chip';
import { OverdueBadge } from '@/shared/budgets/overdue-badge';

const amountSx = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const PeriodLink = ({ budget }: { budget: Budget }) => {
  const { t, i18n } = useTranslation();
  const period = formatPeriod(budget.year, budget.month, i18n.language);
  return (
    <Link
      component={RouterLink}
      to={`/budgets/${budget.id}`}
      underline="hover"
      aria-label={t('budgets.list.open', { period, organization: budget.organizationName })}
      sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {period}
    </Link>
  );
};

const WideTable = ({ budgets }: { budgets: readonly Budget[] }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('budgets.list.title')} sx={{ '& td, & th': { px: 2 } }}>
        <TableHead>
          <TableRow sx={{ '& th': { fontWeight: 600, color: 'text.secondary' } }}>
            <TableCell>{t('budgets.columns.period')}</TableCell>
            <TableCell>{t('budgets.columns.organization')}</TableCell>
            <TableCell>{t('budgets.columns.status')}</TableCell>
            <TableCell align="right">{t('budgets.columns.total')}</TableCell>
            <TableCell align="right">{t('budgets.columns.paid')}</TableCell>
            <TableCell align="right">{t('budgets.columns.remaining')}</TableCell>
            <TableCell>{t('budgets.columns.dueDate')}</TableCell>
            <TableCell>{t('budgets.columns.overdue')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {budgets.map((budget) => (
            <TableRow key={budget.id} hover sx={{ '& td': { py: 1.25 } }}>
              <TableCell>
                <PeriodLink budget={budget} />
              </TableCell>
              <TableCell>{budget.organizationName}</TableCell>
              <TableCell>
                <BudgetStatusChip status={budget.status} />
              </TableCell>
              <TableCell align="right" sx={{ ...amountSx, fontWeight: 600 }}>
                {formatAzn(budget.totalCost, language)}
              </TableCell>
              <TableCell align="right" sx={amountSx}>
                {formatAzn(budget.paidAmount, language)}
              </TableCell>
              <TableCell align="right" sx={amountSx}>
                {formatAzn(budget.remainingAmount, language)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBudgetDay(budget.dueDate, language)}</TableCell>
              <TableCell>
                <OverdueBadge budget={budget} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

const CardField = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ minWidth: 0 }}>
    <Typography variant="caption" component="dt" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, ...amountSx }}>
      {value}
    </Typography>
  </Box>
);

/** On a phone each budget is a card: period and status first, then the figures. */
const CardList = ({ budgets }: { budgets: readonly Budget[] }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Stack
      component="ul"
      aria-label={t('budgets.list.title')}
      sx={{ listStyle: 'none', m: 0, p: 0, gap: 1.5 }}
    >
      {budgets.map((budget) => (
        <Card key={budget.id} component="li" variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <PeriodLink budget={budget} />
            <BudgetStatusChip status={budget.status} />
            <OverdueBadge budget={budget} />
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {budget.organizationName}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, mt: 1, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
          >
            <CardField label={t('budgets.columns.total')} value={formatAzn(budget.totalCost, language)} />
            <CardField label={t('budgets.columns.paid')} value={formatAzn(budget.paidAmount, language)} />
            <CardField
              label={t('budgets.columns.remaining')}
              value={formatAzn(budget.remainingAmount, language)}
            />
            <CardField
              label={t('budgets.columns.dueDate')}
              value={formatBudgetDay(budget.dueDate, language)}
            />
          </Box>
        </Card>
      ))}
    </Stack>
  );
};

/** The budgets as a table, or as cards on a phone. */
export const BudgetsTable = ({ budgets }: { budgets: readonly Budget[] }) => {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  return narrow ? <CardList budgets={budgets} /> : <WideTable budgets={budgets} />;
};
