import { citySchema, type City } from '@emlak/contracts';
import { useTableSource } from '@/shared/ui/data-table/use-table-source';

export const CITIES_TABLE_ID = 'cities';
export const CITIES_TABLE_ENDPOINT = '/cities/table';

/** The cities list page the table state asks for (POST /cities/table). */
export const useCitiesTable = () => useTableSource<City>(CITIES_TABLE_ID, CITIES_TABLE_ENDPOINT, citySchema);
