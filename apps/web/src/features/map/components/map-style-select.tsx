import { MAP_STYLES, type MapStyle } from '@emlak/contracts';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type MapStyleSelectProps = {
  value: MapStyle;
  onChange: (style: MapStyle) => void;
  /** The styles the server configured; the others are listed but cannot be chosen. */
  available: readonly MapStyle[];
};

/** The layer switcher: the spec's five map styles. */
export const MapStyleSelect = ({ value, onChange, available }: MapStyleSelectProps) => {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('map.styles.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as MapStyle)}
      sx={{ minWidth: 150 }}
    >
      {MAP_STYLES.map((style) => (
        <MenuItem key={style} value={style} disabled={!available.includes(style)}>
          {t(`map.styles.${style}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
