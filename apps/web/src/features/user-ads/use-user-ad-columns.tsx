import { AD_TYPES, PROPERTY_TYPES, type UserAd, type UserAdStatus } from '@emlak/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { areaUnitOf, formatArea, formatDate } from '@/shared/lib/format';
import type { DataTableColumn } from '@/shared/ui/data-table/data-table-types';
import { PriceText } from '@/shared/ui/price-text';
import { sumDecimals } from './decimal-sum';
import { ListingCell } from './components/listing-cell';
import { StatusChip } from './components/status-chip';
import { listingName } from './listing-name';

const day = (value: string | null, language: string) => (value ? formatDate(new Date(value), language) : '');

const commissionOf = (row: UserAd) =>
  row.amountOfSeller !== null && row.amountOfBuyer !== null
    ? sumDecimals(row.amountOfSeller, row.amountOfBuyer)
    : null;

/**
 * My list's columns for one tab. Field names are the server's filter and sort names (price,
 * rooms, addedAt...); the listing's values sit under `announcement`, so every column says how to
 * read and export its value. The sold tab shows the deal (date, sold price, commission) in place
 * of the work dates.
 */
export const useUserAdColumns = (status: UserAdStatus): DataTableColumn<UserAd>[] => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const listing: DataTableColumn<UserAd> = {
      field: 'title',
      headerKey: 'userAds.fields.listing',
      type: 'text',
      hideable: false,
      card: 'primary',
      render: (row) => <ListingCell listing={row.announcement} />,
      exportValue: (row) => listingName(row.announcement, t),
    };
    const price: DataTableColumn<UserAd> = {
      field: 'price',
      headerKey: 'userAds.fields.price',
      type: 'number',
      sortable: true,
      filterable: true,
      card: 'secondary',
      render: (row) => <PriceText azn={row.announcement.price} />,
      exportValue: (row) => Number(row.announcement.price),
    };
    const location: DataTableColumn<UserAd> = {
      field: 'location',
      headerKey: 'userAds.fields.location',
      type: 'text',
      card: 'field',
      render: (row) =>
        [row.announcement.cityName, row.announcement.districtName, row.announcement.metroStationName]
          .filter(Boolean)
          .join(', '),
      exportValue: (row) =>
        [row.announcement.cityName, row.announcement.districtName, row.announcement.metroStationName]
          .filter(Boolean)
          .join(', '),
    };
    const rooms: DataTableColumn<UserAd> = {
      field: 'rooms',
      headerKey: 'userAds.fields.rooms',
      type: 'number',
      filterable: true,
      card: 'field',
      render: (row) => row.announcement.rooms ?? '',
      exportValue: (row) => row.announcement.rooms,
    };
    const area: DataTableColumn<UserAd> = {
      field: 'area',
      headerKey: 'userAds.fields.area',
      type: 'number',
      card: 'field',
      render: (row) =>
        row.announcement.area === null
          ? ''
          : formatArea(Number(row.announcement.area), areaUnitOf(row.announcement.areaMeasureUnit), language),
      exportValue: (row) => (row.announcement.area === null ? null : Number(row.announcement.area)),
    };
    const addType: DataTableColumn<UserAd> = {
      field: 'addType',
      headerKey: 'userAds.fields.addType',
      type: 'enum',
      options: AD_TYPES.map((value) => ({ value, labelKey: `listing.addTypes.${value}` })),
      filterable: true,
      defaultHidden: true,
      render: (row) => t(`listing.addTypes.${row.announcement.addType}`),
      exportValue: (row) => t(`listing.addTypes.${row.announcement.addType}`),
    };
    const propertyType: DataTableColumn<UserAd> = {
      field: 'propertyType',
      headerKey: 'userAds.fields.propertyType',
      type: 'enum',
      options: PROPERTY_TYPES.map((value) => ({ value, labelKey: `listing.propertyTypes.${value}` })),
      filterable: true,
      defaultHidden: true,
      render: (row) => t(`listing.propertyTypes.${row.announcement.propertyType}`),
      exportValue: (row) => t(`listing.propertyTypes.${row.announcement.propertyType}`),
    };
    const date = (field: 'addedAt' | 'workedAt' | 'soldAt', card?: 'field'): DataTableColumn<UserAd> => ({
      field,
      headerKey: `userAds.fields.${field}`,
      type: 'date',
      sortable: true,
      filterable: true,
      card,
      render: (row) => day(row[field], language),
      exportValue: (row) => day(row[field], language),
    });
    const statusColumn: DataTableColumn<UserAd> = {
      field: 'status',
      headerKey: 'userAds.fields.status',
      type: 'text',
      card: 'field',
      render: (row) => <StatusChip status={row.status} />,
      exportValue: (row) => t(`listing.statuses.${row.status}`),
    };
    if (status === 'sold') {
      const money = (field: 'soldPrice' | 'amountOfSeller' | 'amountOfBuyer', card?: 'field') =>
        ({
          field,
          headerKey: `listing.fields.${field}`,
          type: 'number',
          card,
          render: (row: UserAd) => (row[field] === null ? '' : <PriceText azn={row[field]} />),
          exportValue: (row: UserAd) => (row[field] === null ? null : Number(row[field])),
        }) as const;
      return [
        listing,
        { ...price, card: undefined, headerKey: 'listing.fields.price' },
        location,
        {
          field: 'soldDate',
          headerKey: 'userAds.fields.soldDate',
          type: 'date',
          filterable: true,
          card: 'field',
          render: (row) => (row.soldDate ? formatDate(new Date(`${row.soldDate}T00:00:00`), language) : ''),
          exportValue: (row) => row.soldDate,
        },
        { ...money('soldPrice'), card: 'secondary' },
        money('amountOfSeller'),
        money('amountOfBuyer'),
        {
          field: 'commission',
          headerKey: 'userAds.fields.commission',
          type: 'number',
          card: 'field',
          render: (row) => {
            const commission = commissionOf(row);
            return commission === null ? '' : <PriceText azn={commission} />;
          },
          exportValue: (row) => {
            const commission = commissionOf(row);
            return commission === null ? null : Number(commission);
          },
        },
        rooms,
        area,
        addType,
        propertyType,
        { ...date('addedAt'), defaultHidden: true },
        { ...date('soldAt'), defaultHidden: true },
      ];
    }
    return [
      listing,
      price,
      location,
      rooms,
      area,
      addType,
      propertyType,
      date('addedAt', 'field'),
      ...(status === 'work' ? [date('workedAt', 'field')] : []),
      statusColumn,
    ];
  }, [status, language, t]);
};
