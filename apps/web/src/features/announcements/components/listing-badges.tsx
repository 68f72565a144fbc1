import type { AnnouncementListItem } from '@emlak/contracts';
import BookmarkAddedRounded from '@mui/icons-material/BookmarkAddedRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import SellRounded from '@mui/icons-material/SellRounded';
import { Chip, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type ListingBadgesProps = {
  listing: Pick<AnnouncementListItem, 'isSold' | 'inMyList' | 'duplicateOf'>;
};

/** What an agent must know before calling: sold, already in my list (and how far), a probable repeat. */
export const ListingBadges = ({ listing }: ListingBadgesProps) => {
  const { t } = useTranslation();
  if (!listing.isSold && !listing.inMyList && listing.duplicateOf === null) return null;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {listing.isSold && (
        <Chip size="small" color="success" icon={<SellRounded />} label={t('announcements.badges.sold')} />
      )}
      {listing.inMyList && (
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          icon={<BookmarkAddedRounded />}
          label={t('announcements.badges.inMyList', { status: t(`listing.statuses.${listing.inMyList}`) })}
        />
      )}
      {listing.duplicateOf !== null && (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          icon={<ContentCopyRounded />}
          label={t('announcements.badges.duplicate')}
        />
      )}
    </Stack>
  );
};
