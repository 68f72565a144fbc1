import type { BudgetListQuery } from '@emlak/contracts';
import FilterAltOffRounded from '@mui/icons-material/FilterAltOffRounded';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { bakuToday } from '@/shared/lib/baku-today';
import type { BudgetFilter } from '../budget-search';
import { useBudgetOrganizations } from '../api/use-budget-organizations';

/** Years the filter offers: this year (Baku) and the four before it, plus one the address names. */
export const yearOptions = (chosen: string | undefined, today = bakuToday()) => {
  const current = Number(today.slice(0, 4));
  const years = Array.from({ length: 5 }, (_, index) => current - index);
  const named = chosen === undefined ? undefined : Number(chosen);
  if (named !== undefined && !years.includes(named)) years.push(named);
  return years.sort((a, b) => b - a);
};

const STATUSES = [
  { value: 1, name: 'project' },
  { value: 2, name: 'active' },
  { value: 3, name: 'closed' },
] as const;

const ALL = '';

export type BudgetFiltersProps = {
  query: BudgetListQuery;
  /** The SuperAdmin's organization filter; an Admin sees only their own organization anyway. */
  showOrganization: boolean;
  /** The status filter is the list's, not the analytics'. */
  showStatus: boolean;
  onChange: (name: BudgetFilter, value: number | undefined) => void;
  onClear: () => void;
};

/** The budgets' filters (organization, year, status), each a select with an "all" choice. */
export const BudgetFilters = ({
  query,
  showOrganization,
  showStatus,
  onChange,
  onClear,
}: BudgetFiltersProps) => {
  const { t } = useTranslation();
  const organizations = useBudgetOrganizations(showOrganization);
  const chosen = (name: BudgetFilter) => (event: { target: { value: string } }) =>
    onChange(name, event.target.value === ALL ? undefined : Number(event.target.value));
  const selectSx = { width: { xs: '100%', sm: 200 } };
  // The "all" choice is an empty value: shown, with the label kept above it.
  const allShown = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
  // A chosen organization that the list does not hold (yet) still shows as chosen, by its id.
  const organizationOptions = organizations.data ?? [];
  const knownOrganization = organizationOptions.some(
    (option) => String(option.organizationId) === query.organizationId,
  );
  const active = Object.values(query).some((value) => value !== undefined);

  return (
    <Stack
      role="group"
      aria-label={t('budgets.filters.label')}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
    >
      {showOrganization && (
        <TextField
          select
          size="small"
          slotProps={allShown}
          label={t('budgets.filters.organization')}
          value={query.organizationId ?? ALL}
          onChange={chosen('organizationId')}
          sx={{ width: { xs: '100%', sm: 260 } }}
        >
          <MenuItem value={ALL}>{t('budgets.filters.allOrganizations')}</MenuItem>
          {!knownOrganization && query.organizationId && (
            <MenuItem value={query.organizationId}>#{query.organizationId}</MenuItem>
          )}
          {organizationOptions.map((option) => (
            <MenuItem key={option.organizationId} value={String(option.organizationId)}>
              {option.organizationName}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        slotProps={allShown}
        label={t('budgets.filters.year')}
        value={query.year ?? ALL}
        onChange={chosen('year')}
        sx={selectSx}
      >
        <MenuItem value={ALL}>{t('budgets.filters.allYears')}</MenuItem>
        {yearOptions(query.year).map((year) => (
          <MenuItem key={year} value={String(year)}>
            {year}
          </MenuItem>
        ))}
      </TextField>
      {showStatus && (
        <TextField
          select
          size="small"
          slotProps={allShown}
          label={t('budgets.filters.status')}
          value={query.status ?? ALL}
          onChange={chosen('status')}
          sx={selectSx}
        >
          <MenuItem value={ALL}>{t('budgets.filters.allStatuses')}</MenuItem>
          {STATUSES.map((status) => (
            <MenuItem key={status.value} value={String(status.value)}>
              {t(`budgets.statuses.${status.name}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {active && (
        <Button color="inherit" startIcon={<FilterAltOffRounded />} onClick={onClear}>
          {t('budgets.filters.clear')}
        </Button>
      )}
    </Stack>
  );
};
