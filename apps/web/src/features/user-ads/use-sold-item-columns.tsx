import type { SoldItem } from '@emlak/contracts';
import { Chip, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import type { DataTableColumn } from '@/shared/ui/data-table/data-table-types';
import { PriceText } from '@/shared/ui/price-text';
import { ColorSwatch } from './components/color-swatch';
import { SoldSourceLink } from './components/sold-source-link';
import { sumDecimals } from './decimal-sum';

const nameOf = (item: SoldItem) => item.title?.trim() || `#${item.adId}`;

type MoneyField = 'price' | 'amountOfSeller' | 'amountOfBuyer';

/**
 * The sold items' columns: the spec's fields (color, city, owner, price, soldDate, baseUrl,
 * isSold, amountOfSeller, amountOfBuyer), the listing's name and the commission, and for an Admin
 * or a SuperAdmin the agent who sold it. Amounts sort and filter on the server's fields.
 */
export const useSoldItemColumns = (showAgent: boolean): DataTableColumn<SoldItem>[] => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const money = (field: MoneyField, card?: 'secondary' | 'field'): DataTableColumn<SoldItem> => ({
      field,
      headerKey: `userAds.soldItems.fields.${field}`,
      type: 'number',
      sortable: true,
      filterable: true,
      card,
      render: (item) => <PriceText azn={item[field]} />,
      exportValue: (item) => Number(item[field]),
    });
    return [
      {
        field: 'title',
        headerKey: 'userAds.soldItems.fields.title',
        type: 'text',
        hideable: false,
        card: 'primary',
        render: (item) => (
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'normal', maxWidth: 280 }}>
            {nameOf(item)}
          </Typography>
        ),
        exportValue: nameOf,
      },
      {
        field: 'color',
        headerKey: 'userAds.soldItems.fields.color',
        type: 'text',
        align: 'center',
        render: (item) => (item.color ? <ColorSwatch color={item.color} /> : ''),
        exportValue: (item) => item.color,
      },
      { field: 'city', headerKey: 'userAds.soldItems.fields.city', type: 'text', card: 'field' },
      { field: 'owner', headerKey: 'userAds.soldItems.fields.owner', type: 'text', card: 'field' },
      money('price', 'secondary'),
      {
        field: 'soldDate',
        headerKey: 'userAds.soldItems.fields.soldDate',
        type: 'date',
        sortable: true,
        filterable: true,
        card: 'field',
        render: (item) => formatDate(new Date(`${item.soldDate}T00:00:00`), language),
      },
      money('amountOfSeller', 'field'),
      money('amountOfBuyer', 'field'),
      {
        field: 'commission',
        headerKey: 'userAds.soldItems.fields.commission',
        type: 'number',
        card: 'field',
        render: (item) => (
          <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
            <PriceText azn={sumDecimals(item.amountOfSeller, item.amountOfBuyer)} />
          </Typography>
        ),
        exportValue: (item) => Number(sumDecimals(item.amountOfSeller, item.amountOfBuyer)),
      },
      ...(showAgent
        ? [
            {
              field: 'userName',
              headerKey: 'userAds.soldItems.fields.userName',
              type: 'text',
              card: 'field',
            } as const,
          ]
        : []),
      {
        field: 'isSold',
        headerKey: 'userAds.soldItems.fields.isSold',
        type: 'boolean',
        defaultHidden: true,
        render: (item) =>
          item.isSold ? <Chip size="small" color="success" label={t('listing.yes')} /> : t('listing.no'),
      },
      {
        field: 'baseUrl',
        headerKey: 'userAds.soldItems.fields.baseUrl',
        type: 'text',
        card: 'field',
        render: (item) => (item.baseUrl ? <SoldSourceLink href={item.baseUrl} name={nameOf(item)} /> : ''),
        exportValue: (item) => item.baseUrl,
      },
    ];
  }, [showAgent, language, t]);
};
