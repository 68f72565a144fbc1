import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SORT_CHOICES, sameSort, type SearchSort, type SortField } from '../search/announcement-search';

const SORT_FIELD_LABELS: Record<SortField, string> = {
  createdAt: 'listing.fields.createdAt',
  price: 'listing.fields.price',
  pricePerSqm: 'listing.fields.pricePerSqm',
  area: 'listing.fields.area',
  rooms: 'listing.fields.rooms',
  stage: 'listing.fields.stage',
};

const keyOf = (sort: SearchSort) => `${sort.field}-${sort.direction}`;

export type SortSelectProps = { sort: SearchSort; onChange: (sort: SearchSort) => void };

/**
 * The order of the results: newest, price, price per m², area. A column header sorts the table by
 * another field; the menu then names it too, so that it always says what applies.
 */
export const SortSelect = ({ sort, onChange }: SortSelectProps) => {
  const { t, i18n } = useTranslation();
  const choices = SORT_CHOICES.some((choice) => sameSort(choice, sort))
    ? SORT_CHOICES
    : [...SORT_CHOICES, sort];
  // The menu's own choices have their own words ("Cheapest first"); a header's sort is named by
  // its column and direction.
  const label = (choice: SearchSort) => {
    const own = `announcements.sort.choices.${keyOf(choice)}`;
    return i18n.exists(own)
      ? t(own)
      : `${t(SORT_FIELD_LABELS[choice.field])} (${t(`announcements.sort.${choice.direction}`)})`;
  };
  return (
    <TextField
      select
      size="small"
      label={t('announcements.sort.label')}
      value={keyOf(sort)}
      onChange={(event) => {
        const next = choices.find((choice) => keyOf(choice) === event.target.value);
        if (next) onChange(next);
      }}
      sx={{ minWidth: 200, flex: { xs: 1, sm: 'none' } }}
    >
      {choices.map((choice) => (
        <MenuItem key={keyOf(choice)} value={keyOf(choice)}>
          {label(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
};
