import { AD_PRICE_MAX, AD_TYPES, PROPERTY_TYPES, type AdType } from '@emlak/contracts';
import CheckRounded from '@mui/icons-material/CheckRounded';
import {
  Box,
  Button,
  Chip,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDecimalInput, parseDecimal } from '@/shared/lib/decimal-input';
import { emptyMapFilters, MAP_ROOM_CHIPS, toggleRoomChip, type MapFilters } from '../state/map-search';

const ALL = 'all';

/** A price bound typed the language's way; undefined when it is no amount the search takes. */
const amountOf = (text: string, language: string): number | null | undefined => {
  if (text.trim() === '') return null;
  const value = parseDecimal(text, language);
  if (value === null || value < 0 || value > AD_PRICE_MAX) return undefined;
  return Math.round(value * 100) / 100;
};

const PriceField = ({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number | null;
  onCommit: (value: number | null) => void;
}) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const shown = (amount: number | null) => (amount === null ? '' : formatDecimalInput(amount, language));
  const [text, setText] = useState(() => shown(value));
  const [seen, setSeen] = useState({ value, language });
  if (seen.value !== value || seen.language !== language) {
    setSeen({ value, language });
    setText(shown(value));
  }
  const parsed = amountOf(text, language);
  const commit = () => {
    if (parsed !== undefined && parsed !== value) onCommit(parsed);
  };
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={parsed === undefined}
      helperText={parsed === undefined ? t('map.filters.invalidAmount') : undefined}
      slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
    />
  );
};

export type MapFiltersPanelProps = {
  filters: MapFilters;
  onChange: (filters: MapFilters) => void;
};

/**
 * The map's filters, the market screen's main ones: sale or rent, the property type, the rooms
 * and a price range. A price applies when the box is left or Enter is pressed.
 */
export const MapFiltersPanel = ({ filters, onChange }: MapFiltersPanelProps) => {
  const { t } = useTranslation();
  const patch = (change: Partial<MapFilters>) => onChange({ ...filters, ...change });
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filters.deal ?? ALL}
          aria-label={t('listing.fields.addType')}
          onChange={(_event, value: string | null) => {
            if (value !== null) patch({ deal: value === ALL ? null : (value as AdType) });
          }}
        >
          <ToggleButton value={ALL}>{t('announcements.filters.allDeals')}</ToggleButton>
          {AD_TYPES.map((type) => (
            <ToggleButton key={type} value={type}>
              {t(`listing.addTypes.${type}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          label={t('listing.fields.propertyType')}
          value={filters.propertyType ?? ''}
          onChange={(event) =>
            patch({ propertyType: event.target.value === '' ? null : Number(event.target.value) })
          }
          // 'Any' is a choice, not an empty box: the label stays above it.
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('map.filters.anyType')}</MenuItem>
          {PROPERTY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`listing.propertyTypes.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <Box
          role="group"
          aria-label={t('listing.fields.rooms')}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}
        >
          {MAP_ROOM_CHIPS.map((chip) => {
            const selected = filters.rooms.includes(chip);
            return (
              <Chip
                key={chip}
                label={chip === 5 ? `${chip}+` : String(chip)}
                clickable
                aria-pressed={selected}
                color={selected ? 'primary' : 'default'}
                variant={selected ? 'filled' : 'outlined'}
                icon={selected ? <CheckRounded /> : undefined}
                onClick={() => patch({ rooms: toggleRoomChip(filters.rooms, chip) })}
              />
            );
          })}
        </Box>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(2, minmax(0, 220px)) auto' },
          alignItems: 'start',
        }}
      >
        <PriceField
          label={t('map.filters.priceMin')}
          value={filters.priceMin}
          onCommit={(priceMin) => patch({ priceMin })}
        />
        <PriceField
          label={t('map.filters.priceMax')}
          value={filters.priceMax}
          onCommit={(priceMax) => patch({ priceMax })}
        />
        <Button onClick={() => onChange(emptyMapFilters)} sx={{ justifySelf: 'start', mt: 0.25 }}>
          {t('map.filters.clear')}
        </Button>
      </Box>
    </Stack>
  );
};
