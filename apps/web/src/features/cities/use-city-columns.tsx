import type { City } from '@emlak/contracts';
import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import type { DataTableColumn } from '@/shared/ui/data-table/data-table-types';
import { cityKinds } from './city-kinds';
import { CityKindChip } from './components/city-kind-chip';

/** The cities table's columns: every field filterable, as the server declares them. */
export const useCityColumns = (): DataTableColumn<City>[] => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const coordinate = (value: number) =>
      formatNumber(value, language, { minimumFractionDigits: 4, maximumFractionDigits: 6 });
    return [
      {
        field: 'name',
        headerKey: 'cities.fields.name',
        type: 'text',
        sortable: true,
        filterable: true,
        hideable: false,
        render: (city) => (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {city.name}
          </Typography>
        ),
      },
      { field: 'nameEn', headerKey: 'cities.fields.nameEn', type: 'text', sortable: true, filterable: true },
      { field: 'nameRu', headerKey: 'cities.fields.nameRu', type: 'text', sortable: true, filterable: true },
      {
        field: 'kind',
        headerKey: 'cities.fields.kind',
        type: 'enum',
        options: cityKinds,
        sortable: true,
        filterable: true,
        render: (city) => <CityKindChip kind={city.kind} />,
      },
      {
        field: 'latitude',
        headerKey: 'cities.fields.latitude',
        type: 'number',
        sortable: true,
        filterable: true,
        render: (city) => coordinate(city.latitude),
      },
      {
        field: 'longitude',
        headerKey: 'cities.fields.longitude',
        type: 'number',
        sortable: true,
        filterable: true,
        render: (city) => coordinate(city.longitude),
      },
      {
        field: 'displayOrder',
        headerKey: 'cities.fields.displayOrder',
        type: 'number',
        sortable: true,
        filterable: true,
      },
    ];
  }, [language]);
};
