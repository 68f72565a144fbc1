import { can, type Announcement, type AnnouncementListItem } from '@emlak/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { Box, Button, Stack, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '@/shared/lib/format';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { setPageSize } from '@/shared/state/table-slice';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { PageHeader } from '@/shared/ui/page-header';
import { AddToListDialog } from '@/shared/ui/add-to-list-dialog';
import { QueryMeter } from '@/shared/ui/query-meter';
import { useDeleteConfirmation } from '@/shared/ui/use-delete-confirmation';
import { ANNOUNCEMENTS_TABLE_ID, useAnnouncementsPage } from '../api/use-announcements-page';
import { useDeleteAnnouncement } from '../api/use-delete-announcement';
import { AddToListButton, mayAddToList } from '../components/add-to-list-button';
import { MarketResults } from '../components/market-results';
import { SearchPanel } from '../components/search-panel';
import { AnnouncementDrawer } from '../drawer/announcement-drawer';
import { AnnouncementForm } from '../form/announcement-form';
import { useLocalFormUi } from '../form/use-local-form-ui';
import { listingTitle } from '../listing-format';
import { SavedSearchActions } from '../saved-searches/saved-search-actions';
import { searchToTableQuery } from '../search/search-query';
import { useMarketSearch } from '../search/use-market-search';

/**
 * The page size of the market list until the person picks one: an agent scans listings by the
 * screenful, and five (the other tables' default) is one phone call's worth.
 */
export const LISTINGS_PAGE_SIZE = 25;

/** Where the import screen (Admin, SuperAdmin) lives. */
export const IMPORT_PATH = '/announcement/import';

type ListingToAdd = Pick<AnnouncementListItem, 'id' | 'title' | 'propertyType' | 'rooms'>;

/**
 * The market (route /announcement): the listings an agent searches all day. The search lives in
 * the address (bookmark it, share it, go back); results as a table or as cards; a listing's
 * drawer; saved searches with their new listings; posting and editing the agency's own listings.
 */
export const AnnouncementsPage = () => {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const roleId = useAppSelector((state) => state.auth.roleId);
  const mayPost = roleId !== null && can(roleId, 'announcements.write');
  const mayImport = roleId !== null && can(roleId, 'announcements.import');
  const mayKeepList = roleId !== null && can(roleId, 'userAds.write');
  const market = useMarketSearch();
  const { search, go } = market;
  const pageSize =
    useAppSelector((state) => state.tables[ANNOUNCEMENTS_TABLE_ID]?.pageSize) ?? LISTINGS_PAGE_SIZE;
  const query = useMemo(() => searchToTableQuery(search, pageSize), [search, pageSize]);
  const page = useAnnouncementsPage(query);
  const ui = useLocalFormUi<Announcement>();
  const adding = useDeleteConfirmation<ListingToAdd>();
  const deleting = useDeleteConfirmation<Announcement>();
  const deleteListing = useDeleteAnnouncement();
  // A listing just posted or edited opens in the drawer once the form has closed.
  const [saved, setSaved] = useState<number | null>(null);
  const { openAd } = market;
  useEffect(() => {
    if (saved === null || ui.expanded) return;
    setSaved(null);
    openAd(saved);
  }, [saved, ui.expanded, openAd]);

  const changePageSize = useCallback(
    (next: number) => {
      dispatch(setPageSize({ id: ANNOUNCEMENTS_TABLE_ID, pageSize: next }));
      if (search.page > 0) go({ ...search, page: 0 });
    },
    [dispatch, go, search],
  );
  const rowActions = mayKeepList
    ? (listing: AnnouncementListItem) =>
        mayAddToList(listing) ? <AddToListButton listing={listing} onAdd={adding.ask} /> : null
    : undefined;
  const total = page.data?.total;

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <PageHeader title={t('announcements.title')} subtitle={t('announcements.subtitle')} />
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
          {mayImport && (
            <Button
              component={RouterLink}
              to={IMPORT_PATH}
              variant="outlined"
              startIcon={<UploadFileRounded />}
            >
              {t('announcements.import')}
            </Button>
          )}
          {mayPost && (
            <Button variant="contained" disableElevation startIcon={<AddRounded />} onClick={ui.openCreate}>
              {t('announcements.post')}
            </Button>
          )}
        </Stack>
      </Stack>
      {mayPost && <AnnouncementForm ui={ui} onSaved={(listing) => setSaved(listing.id)} />}
      <SearchPanel
        market={market}
        actions={<SavedSearchActions market={market} compact={phone} />}
        aside={<QueryMeter />}
        resultsLabel={
          total === undefined
            ? undefined
            : t('announcements.showCount', { count: total, total: formatNumber(total, i18n.language) })
        }
      />
      <MarketResults
        market={market}
        query={query}
        page={page}
        onPageSizeChange={changePageSize}
        rowActions={rowActions}
      />
      <AnnouncementDrawer
        id={market.adId}
        onClose={market.closeAd}
        hrefOf={market.adHref}
        onAddToList={adding.ask}
        onEdit={(listing) => {
          market.closeAd();
          ui.openEdit(listing);
        }}
        onDelete={deleting.ask}
      />
      <AddToListDialog listing={adding.target} open={adding.open} onClose={adding.close} />
      {mayPost && (
        <ConfirmDialog
          open={deleting.open}
          danger
          title={t('announcements.deleteTitle')}
          message={t('announcements.deleteText', {
            name: deleting.target ? listingTitle(deleting.target, t) : '',
          })}
          onClose={deleting.close}
          onConfirm={async () => {
            const target = deleting.target;
            if (!target) return;
            await deleteListing.mutateAsync(target.id);
            if (ui.selected?.id === target.id) ui.close();
            market.closeAd();
            dispatch(notify({ message: t('announcements.deleted'), severity: 'success' }));
          }}
        />
      )}
    </Box>
  );
};
