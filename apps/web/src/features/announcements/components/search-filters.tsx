import { AD_AREA_MAX, AD_PRICE_MAX, OWNER_TYPES, PROPERTY_TYPES, type OwnerType } from '@emlak/contracts';
import { Box, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEATURE_FLAGS,
  FLOOR_OPTIONS,
  ROOM_CHIPS,
  ROOMS_OPEN_END,
  type AnnouncementSearch,
} from '../search/announcement-search';
import { toggleRoom } from '../search/rooms-set';
import { AmountField } from './amount-field';
import { PlacePickers } from './place-pickers';
import { ToggleChip } from './toggle-chip';

export type SearchFiltersProps = {
  search: AnnouncementSearch;
  onChange: (patch: Partial<AnnouncementSearch>) => void;
};

/** A labelled row of chips: the label names the group for screen readers too. */
const ChipGroup = ({ label, children }: { label: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Stack sx={{ gap: 0.75, minWidth: 0 }}>
      <Typography id={id} variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Box role="group" aria-labelledby={id} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {children}
      </Box>
    </Stack>
  );
};

const toggled = <T,>(list: readonly T[], item: T, order: readonly T[]) =>
  order.filter((value) => (value === item ? !list.includes(item) : list.includes(value)));

/**
 * The filters of the market search, laid out as the portals agents know (bina.az, tap.az): the
 * property type, the place, price and area ranges, rooms, floor and the listing's features.
 */
export const SearchFilters = ({ search, onChange }: SearchFiltersProps) => {
  const { t } = useTranslation();
  const f = (key: string) => t(`announcements.filters.${key}`);
  return (
    <Stack sx={{ gap: 2 }}>
      <ChipGroup label={t('listing.fields.propertyType')}>
        {PROPERTY_TYPES.map((type) => (
          <ToggleChip
            key={type}
            label={t(`listing.propertyTypes.${type}`)}
            selected={search.propertyType === type}
            onToggle={() => onChange({ propertyType: search.propertyType === type ? null : type })}
          />
        ))}
      </ChipGroup>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <PlacePickers
          city={search.city}
          district={search.district}
          metro={search.metro}
          onChange={onChange}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <AmountField
          label={f('priceMin')}
          value={search.priceMin}
          max={AD_PRICE_MAX}
          onCommit={(priceMin) => onChange({ priceMin })}
        />
        <AmountField
          label={f('priceMax')}
          value={search.priceMax}
          max={AD_PRICE_MAX}
          onCommit={(priceMax) => onChange({ priceMax })}
        />
        <AmountField
          label={f('areaMin')}
          value={search.areaMin}
          max={AD_AREA_MAX}
          onCommit={(areaMin) => onChange({ areaMin })}
        />
        <AmountField
          label={f('areaMax')}
          value={search.areaMax}
          max={AD_AREA_MAX}
          onCommit={(areaMax) => onChange({ areaMax })}
        />
      </Box>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, flexWrap: 'wrap' }}>
        <ChipGroup label={t('listing.fields.rooms')}>
          {ROOM_CHIPS.map((chip) => (
            <ToggleChip
              key={chip}
              label={chip === ROOMS_OPEN_END ? `${chip}+` : String(chip)}
              selected={search.rooms.includes(chip)}
              onToggle={() => onChange({ rooms: toggleRoom(search.rooms, chip) })}
            />
          ))}
        </ChipGroup>
        <ChipGroup label={t('listing.fields.stage')}>
          {FLOOR_OPTIONS.map((option) => (
            <ToggleChip
              key={option}
              label={f(`floor.${option}`)}
              selected={search.floor.includes(option)}
              onToggle={() => onChange({ floor: toggled(search.floor, option, FLOOR_OPTIONS) })}
            />
          ))}
        </ChipGroup>
        <ChipGroup label={f('features')}>
          {FEATURE_FLAGS.map((flag) => (
            <ToggleChip
              key={flag}
              label={f(`feature.${flag}`)}
              selected={search.features.includes(flag)}
              onToggle={() => onChange({ features: toggled(search.features, flag, FEATURE_FLAGS) })}
            />
          ))}
        </ChipGroup>
        <ChipGroup label={t('listing.fields.ownerType')}>
          {OWNER_TYPES.map((type: OwnerType) => (
            <ToggleChip
              key={type}
              label={t(`listing.ownerTypes.${type}`)}
              selected={search.postedBy === type}
              onToggle={() => onChange({ postedBy: search.postedBy === type ? null : type })}
            />
          ))}
        </ChipGroup>
      </Stack>
      <FormControlLabel
        control={
          <Switch
            checked={search.hideDuplicates}
            onChange={(event) => onChange({ hideDuplicates: event.target.checked })}
          />
        }
        label={f('hideDuplicates')}
        sx={{ alignSelf: 'flex-start' }}
      />
    </Stack>
  );
};
