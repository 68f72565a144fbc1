import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { ListingLink } from '../components/listing-link';
import { areaText, listingTitle } from '../listing-format';

/** What a related listing shows: the owner's other listings and the duplicates share it. */
export type RelatedListing = {
  id: number;
  title: string | null;
  propertyType: number;
  rooms: number | null;
  price: string;
  cityName: string;
  area: string | null;
  areaMeasureUnit?: number;
  createdAt: string;
  isSold: boolean;
};

export type RelatedListingsProps = {
  listings: readonly RelatedListing[];
  hrefOf: (id: number) => string;
  label: string;
};

/** A short list of other listings, each a link that opens its own drawer. */
export const RelatedListings = ({ listings, hrefOf, label }: RelatedListingsProps) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {listings.map((listing) => (
        <Stack
          component="li"
          key={listing.id}
          sx={{
            py: 1,
            gap: 0.25,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-of-type': { borderBottom: 0 },
          }}
        >
          <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline' }}>
            <Typography
              variant="body2"
              component="span"
              sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              <ListingLink href={hrefOf(listing.id)}>{listingTitle(listing, t)}</ListingLink>
            </Typography>
            <Typography variant="body2" component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatMoney(Number(listing.price), 'AZN', language)}
            </Typography>
          </Stack>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {[
              listing.cityName,
              areaText({ area: listing.area, areaMeasureUnit: listing.areaMeasureUnit ?? 1 }, language),
              formatDate(new Date(listing.createdAt), language),
              listing.isSold ? t('announcements.badges.sold') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
};
