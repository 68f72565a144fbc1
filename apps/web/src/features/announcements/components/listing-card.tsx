import type { AnnouncementListItem } from '@emlak/contracts';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { Box, Card, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { PriceText } from '@/shared/ui/price-text';
import { areaText, floorText, listingTitle, placeText, propertyTypeText } from '../listing-format';
import { ListingBadges } from './listing-badges';
import { ListingLink } from './listing-link';

export type ListingCardProps = {
  listing: AnnouncementListItem;
  href: string;
  actions?: ReactNode;
};

/**
 * One listing as the portals show it: the price first, then what and where, the date and what the
 * agent must know (sold, in my list, a probable repeat). The title opens the detail drawer.
 */
export const ListingCard = ({ listing, href, actions }: ListingCardProps) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const facts = [
    listing.rooms !== null ? t('listing.roomsShort', { count: listing.rooms }) : null,
    listing.stage !== null ? t('announcements.floorShort', { floor: floorText(listing, t) }) : null,
    areaText(listing, language) || null,
  ].filter(Boolean);
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        borderRadius: 3,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        // The agent's marker colour, when the listing has one.
        borderLeft: listing.color ? `4px solid ${listing.color}` : undefined,
      }}
    >
      <Stack sx={{ p: 2, gap: 0.75, flex: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="p" variant="h6" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
            <PriceText azn={listing.price} />
          </Typography>
          {listing.pricePerSqm !== null && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('announcements.perSqm', {
                price: formatMoney(Number(listing.pricePerSqm), 'AZN', language),
              })}
            </Typography>
          )}
        </Stack>
        <Typography component="h3" variant="subtitle1" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
          <ListingLink href={href}>{listingTitle(listing, t)}</ListingLink>
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {[
            t(`listing.addTypes.${listing.addType}`),
            propertyTypeText(listing.propertyType, t),
            ...facts,
          ].join(' · ')}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5, alignItems: 'flex-start', color: 'text.secondary' }}>
          <PlaceOutlined fontSize="small" aria-hidden sx={{ mt: '1px' }} />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {placeText(listing, t)}
          </Typography>
        </Stack>
        <ListingBadges listing={listing} />
        <Box sx={{ flex: 1 }} />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, pt: 0.5 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary', mr: 'auto' }}>
            {formatDate(new Date(listing.createdAt), language)} ·{' '}
            {t(`listing.ownerTypes.${listing.ownerType}`)}
          </Typography>
          {actions}
        </Stack>
      </Stack>
    </Card>
  );
};
