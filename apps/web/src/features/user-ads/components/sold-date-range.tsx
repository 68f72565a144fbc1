import type { ListFilter } from '@emlak/contracts';
import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { parseDayText } from '@/shared/ui/data-table/filter-value';
import type { TableStateControls } from '@/shared/ui/data-table/use-table-state';
import { DayField } from './day-field';

const FIELD = 'soldDate';
const bounds = { from: 'GreaterThanOrEqual', to: 'LessThanOrEqual' } as const;
type Bound = keyof typeof bounds;

const isBound = (filter: ListFilter, bound: Bound) =>
  filter.field === FIELD && filter.operator === bounds[bound];

/**
 * From and to days of the sale (both inclusive): `soldDate` GreaterThanOrEqual and LessThanOrEqual
 * filters of the table, so they show as chips too, and clearing a chip clears its box.
 */
export const SoldDateRange = ({ controls }: { controls: TableStateControls }) => {
  const { t } = useTranslation();
  const { state, setFilters } = controls;
  const valueOf = (bound: Bound) =>
    String(state.filters.find((filter) => isBound(filter, bound))?.value ?? '');
  const change = (bound: Bound, typed: string) => {
    const day = parseDayText(typed);
    const current = valueOf(bound);
    // A day half typed changes nothing yet; an emptied box drops its bound.
    if ((typed !== '' && !day) || (day ?? '') === current) return;
    const others = state.filters.filter((filter) => !isBound(filter, bound));
    setFilters(day ? [...others, { field: FIELD, operator: bounds[bound], value: day }] : others);
  };
  return (
    <Stack
      role="group"
      aria-label={t('userAds.soldItems.range')}
      direction="row"
      sx={{ gap: 1, width: { xs: '100%', sm: 'auto' } }}
    >
      {(['from', 'to'] as const).map((bound) => (
        <DayField
          key={bound}
          size="small"
          label={t(`userAds.soldItems.${bound}`)}
          value={valueOf(bound)}
          onChange={(typed) => change(bound, typed)}
          sx={{ width: { xs: '50%', sm: 170 } }}
        />
      ))}
    </Stack>
  );
};
