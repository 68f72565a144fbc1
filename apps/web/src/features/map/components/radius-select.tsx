import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { RADIUS_CHOICES } from '../state/map-search';

const NONE = 'none';

export type RadiusSelectProps = {
  value: number | null;
  onChange: (radiusKm: number | null) => void;
  disabled: boolean;
};

/** The radius around the selected place (0.5, 1, 2 or 5 km), or none: the visible map. */
export const RadiusSelect = ({ value, onChange, disabled }: RadiusSelectProps) => {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('map.radius.label')}
      value={value === null ? NONE : String(value)}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === NONE ? null : Number(event.target.value))}
      sx={{ minWidth: 130 }}
    >
      <MenuItem value={NONE}>{t('map.radius.none')}</MenuItem>
      {RADIUS_CHOICES.map((km) => (
        <MenuItem key={km} value={String(km)}>
          {t('map.radius.km', { value: formatNumber(km, i18n.language) })}
        </MenuItem>
      ))}
    </TextField>
  );
};
