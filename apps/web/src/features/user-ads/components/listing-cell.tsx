import type { AnnouncementListItem } from '@emlak/contracts';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { listingName } from '../listing-name';
import { SourceLink } from './source-link';

/** A list row's listing: its name in bold, the deal and kind under it, and its source link. */
export const ListingCell = ({ listing }: { listing: AnnouncementListItem }) => {
  const { t } = useTranslation();
  const name = listingName(listing, t);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'normal', maxWidth: 320 }}>
          {name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t(`listing.addTypes.${listing.addType}`)} · {t(`listing.propertyTypes.${listing.propertyType}`)}
        </Typography>
      </Stack>
      {listing.baseUrl && <SourceLink href={listing.baseUrl} label={t('userAds.openSource', { name })} />}
    </Stack>
  );
};
