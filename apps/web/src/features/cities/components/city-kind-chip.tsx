import type { City } from '@emlak/contracts';
import ApartmentRounded from '@mui/icons-material/ApartmentRounded';
import LandscapeRounded from '@mui/icons-material/LandscapeRounded';
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** "City" or "District", each with its own colour and icon. */
export const CityKindChip = ({ kind }: { kind: City['kind'] }) => {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={kind === 'city' ? 'primary' : 'secondary'}
      icon={kind === 'city' ? <ApartmentRounded /> : <LandscapeRounded />}
      label={t(`cities.kinds.${kind}`)}
      sx={{ fontWeight: 500 }}
    />
  );
};
