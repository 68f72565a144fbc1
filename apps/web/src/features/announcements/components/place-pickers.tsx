import { Box } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityOptions } from '../api/use-city-options';
import { useCityPlaces } from '../api/use-city-places';
import { PlaceAutocomplete } from './place-autocomplete';
import { placeOptions } from './place-options';

export type PlaceChoice = { city: number | null; district: number | null; metro: number | null };

export type PlacePickersProps = PlaceChoice & {
  onChange: (choice: PlaceChoice) => void;
};

/**
 * City, then district, then metro station: the last two list only the chosen city's places, and
 * choosing another city lets go of the district and station of the one before.
 */
export const PlacePickers = ({ city, district, metro, onChange }: PlacePickersProps) => {
  const { t } = useTranslation();
  const cities = useCityOptions();
  const places = useCityPlaces(city);
  const { districts: districtOptions, metroStations: metroOptions } = useMemo(
    () => placeOptions(places.data, t),
    [places.data, t],
  );
  const noCity = city === null ? t('announcements.filters.chooseCityFirst') : undefined;
  const noMetro = city !== null && places.data && metroOptions.length === 0;

  return (
    <Box sx={{ display: 'contents' }}>
      <PlaceAutocomplete
        label={t('listing.fields.city')}
        options={cities.options}
        value={city}
        loading={cities.isLoading}
        onChange={(next) => onChange({ city: next, district: null, metro: null })}
      />
      <PlaceAutocomplete
        label={t('listing.fields.district')}
        options={districtOptions}
        value={district}
        loading={places.isLoading}
        disabled={city === null}
        helperText={noCity}
        onChange={(next) => onChange({ city, district: next, metro })}
      />
      <PlaceAutocomplete
        label={t('listing.fields.metroStation')}
        options={metroOptions}
        value={metro}
        loading={places.isLoading}
        disabled={city === null || Boolean(noMetro)}
        helperText={noCity ?? (noMetro ? t('announcements.filters.noMetro') : undefined)}
        onChange={(next) => onChange({ city, district, metro: next })}
      />
    </Box>
  );
};
