import type { AnnouncementListItem } from '@emlak/contracts';
import { Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { formatPhone } from '@/shared/lib/phone';
import type { DataTableColumn } from '@/shared/ui/data-table/data-table-types';
import { PriceText } from '@/shared/ui/price-text';
import { ListingBadges } from './components/listing-badges';
import { ListingLink } from './components/listing-link';
import { PhoneLink } from './components/phone-link';
import { areaText, floorText, listingTitle, placeText, propertyTypeText } from './listing-format';

type Column = DataTableColumn<AnnouncementListItem>;

/**
 * The market table's columns. The sortable ones are the list's sort fields; none is filterable
 * here, since the search panel above the table holds the filters (and the address keeps them).
 */
export const useAnnouncementColumns = (hrefOf: (id: number) => string): Column[] => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo<Column[]>(
    () => [
      {
        field: 'title',
        headerKey: 'listing.fields.title',
        type: 'text',
        hideable: false,
        render: (listing) => (
          <Stack sx={{ gap: 0.5, whiteSpace: 'normal', minWidth: 160, maxWidth: 260 }}>
            <ListingLink href={hrefOf(listing.id)}>{listingTitle(listing, t)}</ListingLink>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t(`listing.addTypes.${listing.addType}`)} · {propertyTypeText(listing.propertyType, t)}
            </Typography>
            <ListingBadges listing={listing} />
          </Stack>
        ),
        exportValue: (listing) => listingTitle(listing, t),
      },
      {
        field: 'price',
        headerKey: 'listing.fields.price',
        type: 'number',
        sortable: true,
        hideable: false,
        render: (listing) => (
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            <PriceText azn={listing.price} />
          </Typography>
        ),
        exportValue: (listing) => Number(listing.price),
      },
      {
        field: 'pricePerSqm',
        headerKey: 'listing.fields.pricePerSqm',
        type: 'number',
        sortable: true,
        render: (listing) =>
          listing.pricePerSqm === null ? '' : formatMoney(Number(listing.pricePerSqm), 'AZN', language),
        exportValue: (listing) => (listing.pricePerSqm === null ? null : Number(listing.pricePerSqm)),
      },
      {
        field: 'rooms',
        headerKey: 'listing.fields.rooms',
        type: 'number',
        sortable: true,
      },
      {
        field: 'stage',
        headerKey: 'listing.fields.stage',
        type: 'number',
        sortable: true,
        render: (listing) => floorText(listing, t),
        exportValue: (listing) => floorText(listing, t),
      },
      {
        field: 'area',
        headerKey: 'listing.fields.area',
        type: 'number',
        sortable: true,
        render: (listing) => areaText(listing, language),
        exportValue: (listing) => areaText(listing, language),
      },
      {
        field: 'place',
        headerKey: 'announcements.columns.place',
        type: 'text',
        render: (listing) => (
          <Typography
            variant="body2"
            component="span"
            sx={{ whiteSpace: 'normal', display: 'block', minWidth: 120, maxWidth: 200 }}
          >
            {placeText(listing, t)}
          </Typography>
        ),
        exportValue: (listing) => placeText(listing, t),
      },
      {
        field: 'phone',
        headerKey: 'listing.fields.phone',
        type: 'text',
        render: (listing) => <PhoneLink phone={listing.phones[0] ?? null} />,
        exportValue: (listing) => listing.phones.map((phone) => formatPhone(phone)).join(', '),
      },
      {
        field: 'owner',
        headerKey: 'listing.fields.owner',
        type: 'text',
        defaultHidden: true,
        render: (listing) =>
          [listing.owner, t(`listing.ownerTypes.${listing.ownerType}`)].filter(Boolean).join(' · '),
        exportValue: (listing) => listing.owner,
      },
      {
        field: 'createdAt',
        headerKey: 'listing.fields.createdAt',
        type: 'date',
        sortable: true,
        render: (listing) => formatDate(new Date(listing.createdAt), language),
      },
    ],
    [t, language, hrefOf],
  );
};
