import type { Announcement } from '@emlak/contracts';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { Box, Link, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, formatNumber } from '@/shared/lib/format';
import { Ltr } from '@/shared/ui/ltr';
import { PriceText } from '@/shared/ui/price-text';
import { areaText, floorText, propertyTypeText } from '../listing-format';
import { PhoneLink } from '../components/phone-link';

/** Every field of a listing as a list of terms and values; a field without a value is left out. */
export const AnnouncementFacts = ({ listing }: { listing: Announcement }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const field = (name: string) => t(`listing.fields.${name}`);
  const yesNo = (value: boolean | null) => (value === null ? null : t(value ? 'listing.yes' : 'listing.no'));
  const phones = [listing.phone1, listing.phone2].filter((phone): phone is string => Boolean(phone));
  const rows: [string, ReactNode][] = [
    [field('id'), <Ltr key="id">{formatNumber(listing.id, language, { useGrouping: false })}</Ltr>],
    [field('addType'), t(`listing.addTypes.${listing.addType}`)],
    [field('propertyType'), propertyTypeText(listing.propertyType, t)],
    [field('price'), <PriceText key="price" azn={listing.price} />],
    [field('pricePerSqm'), listing.pricePerSqm && formatMoney(Number(listing.pricePerSqm), 'AZN', language)],
    [field('city'), listing.cityName],
    [field('district'), listing.districtName],
    [field('metroStation'), listing.metroStationName],
    [field('address'), listing.address],
    [field('landmark'), listing.landmark],
    [field('rooms'), listing.rooms],
    [field('stage'), floorText(listing, t)],
    [field('area'), areaText(listing, language)],
    [field('hasTitleDeed'), yesNo(listing.hasTitleDeed)],
    [field('isRenovated'), yesNo(listing.isRenovated)],
    [field('mortgage'), yesNo(listing.mortgage)],
    [field('owner'), listing.owner],
    [field('ownerType'), t(`listing.ownerTypes.${listing.ownerType}`)],
    [
      field('phone'),
      phones.length > 0 && (
        <Stack key="phones" sx={{ gap: 0.25 }}>
          {phones.map((phone) => (
            <PhoneLink key={phone} phone={phone} />
          ))}
        </Stack>
      ),
    ],
    [
      field('color'),
      listing.color && (
        <Stack key="color" direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 16,
              height: 16,
              borderRadius: 0.5,
              bgcolor: listing.color,
              border: 1,
              borderColor: 'divider',
            }}
          />
          <Ltr>{listing.color}</Ltr>
        </Stack>
      ),
    ],
    [
      t('announcements.detail.coordinates'),
      listing.latitude !== null && listing.longitude !== null && (
        <Ltr key="coordinates">
          {formatNumber(listing.latitude, language, { maximumFractionDigits: 6 })},{' '}
          {formatNumber(listing.longitude, language, { maximumFractionDigits: 6 })}
        </Ltr>
      ),
    ],
    [
      t('announcements.detail.organization'),
      listing.organizationName ?? t('announcements.detail.publicListing'),
    ],
    [field('createdAt'), formatDateTime(new Date(listing.createdAt), language)],
    [t('announcements.detail.updatedAt'), formatDateTime(new Date(listing.updatedAt), language)],
    [field('soldDate'), listing.soldAt && formatDateTime(new Date(listing.soldAt), language)],
    [
      field('baseUrl'),
      listing.baseUrl && (
        <Link
          key="source"
          href={listing.baseUrl}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {t('announcements.detail.openSource')}
          <OpenInNewRounded fontSize="inherit" aria-hidden sx={{ ml: 0.5, verticalAlign: 'middle' }} />
        </Link>
      ),
    ],
  ];
  const shown = rows.filter(
    ([, value]) => value !== null && value !== undefined && value !== '' && value !== false,
  );
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
        columnGap: 2,
        rowGap: 1,
        m: 0,
        typography: 'body2',
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {shown.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
};
