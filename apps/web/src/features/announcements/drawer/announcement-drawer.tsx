import { can, type Announcement } from '@emlak/contracts';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/shared/api/http-client';
import { useAppSelector } from '@/shared/state/store-hooks';
import { PriceText } from '@/shared/ui/price-text';
import { useAnnouncement } from '../api/use-announcement';
import { useAnnouncementDuplicates } from '../api/use-announcement-duplicates';
import { OWNER_LISTINGS_SHOWN, useOwnerListings } from '../api/use-owner-listings';
import { mayAddToList } from '../components/add-to-list-button';
import { ListingBadges } from '../components/listing-badges';
import { listingTitle, placeText } from '../listing-format';
import { AnnouncementFacts } from './announcement-facts';
import { DrawerSection } from './drawer-section';
import { ListingMapSection } from './listing-map-section';
import { RelatedListings } from './related-listings';

export type AnnouncementDrawerProps = {
  /** The listing of the address's `ad`, or null when the drawer is closed. */
  id: number | null;
  onClose: () => void;
  hrefOf: (id: number) => string;
  onAddToList: (listing: Announcement) => void;
  onEdit: (listing: Announcement) => void;
  onDelete: (listing: Announcement) => void;
};

/**
 * A listing's every field on the right (full screen on a phone): phones to call, the source link,
 * the owner's other listings and the probable duplicates, "Add to my list", and Edit and Delete
 * when the caller may change it. Its id is in the address, so the open drawer can be shared.
 */
export const AnnouncementDrawer = ({
  id,
  onClose,
  hrefOf,
  onAddToList,
  onEdit,
  onDelete,
}: AnnouncementDrawerProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const roleId = useAppSelector((state) => state.auth.roleId);
  const mayKeepList = roleId !== null && can(roleId, 'userAds.write');
  const query = useAnnouncement(id);
  const listing = query.data && query.data.id === id ? query.data : undefined;
  const owner = useOwnerListings(listing?.phone1 ?? null);
  const duplicates = useAnnouncementDuplicates(listing ? listing.id : null);

  const header = listing ? (
    <Stack sx={{ gap: 0.5, minWidth: 0 }}>
      <Typography
        id={titleId}
        variant="h6"
        component="h2"
        sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
      >
        {listingTitle(listing, t)}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        <PriceText azn={listing.price} />
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {placeText(listing, t)}
      </Typography>
      <ListingBadges listing={listing} />
    </Stack>
  ) : (
    <Typography id={titleId} variant="h6" component="h2">
      {t('announcements.detail.title')}
    </Typography>
  );

  const body = () => {
    if (query.isError) {
      const missing = apiErrorOf(query.error).status === 404;
      return (
        <Alert
          severity={missing ? 'warning' : 'error'}
          action={
            missing ? undefined : (
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('common.retry')}
              </Button>
            )
          }
        >
          {t(missing ? 'announcements.detail.notFound' : 'announcements.detail.loadFailed')}
        </Alert>
      );
    }
    if (!listing)
      return (
        <Stack sx={{ gap: 1.5 }} aria-busy="true">
          <Skeleton variant="text" width="70%" height={36} />
          <Skeleton variant="rounded" height={220} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      );
    const others = owner.data
      ? owner.data.items.filter((item) => item.id !== listing.id).slice(0, OWNER_LISTINGS_SHOWN)
      : [];
    return (
      <Stack sx={{ gap: 3 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {mayKeepList && mayAddToList(listing) && (
            <Button
              variant="contained"
              disableElevation
              startIcon={<BookmarkAddOutlined />}
              onClick={() => onAddToList(listing)}
            >
              {t('announcements.addToList.button')}
            </Button>
          )}
          {listing.editable && (
            <>
              <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => onEdit(listing)}>
                {t('announcements.edit')}
              </Button>
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlineRounded />}
                onClick={() => onDelete(listing)}
              >
                {t('announcements.delete')}
              </Button>
            </>
          )}
        </Stack>
        {listing.description && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {listing.description}
          </Typography>
        )}
        <AnnouncementFacts listing={listing} />
        <ListingMapSection listing={listing} />
        <Divider />
        <DrawerSection
          title={t('announcements.detail.ownerListings', {
            count: owner.data ? Math.max(0, owner.data.total - 1) : 0,
          })}
          query={owner}
          emptyText={t('announcements.detail.noOwnerListings')}
        >
          {() =>
            others.length > 0 ? (
              <RelatedListings
                listings={others}
                hrefOf={hrefOf}
                label={t('announcements.detail.ownerListingsLabel')}
              />
            ) : null
          }
        </DrawerSection>
        <DrawerSection
          title={t('announcements.detail.duplicates')}
          query={duplicates}
          emptyText={t('announcements.detail.noDuplicates')}
        >
          {(items) =>
            items.length > 0 ? (
              <RelatedListings
                listings={items}
                hrefOf={hrefOf}
                label={t('announcements.detail.duplicates')}
              />
            ) : null
          }
        </DrawerSection>
      </Stack>
    );
  };

  return (
    <Drawer
      anchor="right"
      // Above the app bar, as a dialog is (a drawer's own layer is under it).
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      open={id !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: fullScreen ? '100%' : 520, maxWidth: '100%' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, px: 2.5, pt: 2, pb: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>{header}</Box>
        <IconButton aria-label={t('common.close')} onClick={onClose} sx={{ mt: -0.5 }}>
          <CloseRounded />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ px: 2.5, py: 2, overflowY: 'auto' }}>{body()}</Box>
    </Drawer>
  );
};
