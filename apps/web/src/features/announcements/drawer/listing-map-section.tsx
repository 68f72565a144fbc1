import type { Announcement } from '@emlak/contracts';
import { Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { listingTitle } from '../listing-format';

// Leaflet comes with this chunk, fetched when a listing with coordinates is opened: the market
// screen's own bundle does not carry it.
const ListingLocationMap = lazy(() =>
  import('@/shared/map/listing-location-map').then((module) => ({ default: module.ListingLocationMap })),
);

/** The drawer's small map with the listing's pin; nothing for a listing without coordinates. */
export const ListingMapSection = ({ listing }: { listing: Announcement }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const { latitude, longitude } = listing;
  if (latitude === null || longitude === null) return null;
  return (
    <Stack component="section" aria-labelledby={titleId} sx={{ gap: 1 }}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {t('map.detail.location')}
      </Typography>
      {listing.geoPrecision && listing.geoPrecision !== 'exact' && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t(`map.card.approximate.${listing.geoPrecision}`)}
        </Typography>
      )}
      <Suspense fallback={<Skeleton variant="rounded" height={200} aria-busy="true" />}>
        <ListingLocationMap
          latitude={latitude}
          longitude={longitude}
          label={t('map.detail.locationOf', { name: listingTitle(listing, t) })}
        />
      </Suspense>
    </Stack>
  );
};
