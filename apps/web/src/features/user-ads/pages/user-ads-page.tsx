import { USER_AD_STATUSES, type UserAd, type UserAdStatus } from '@emlak/contracts';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useUserAdCounts } from '@/shared/api/use-user-ad-counts';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DataTable } from '@/shared/ui/data-table/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { useDeleteConfirmation } from '@/shared/ui/use-delete-confirmation';
import { useRemoveUserAd } from '../api/use-remove-user-ad';
import { useUserAdsTable } from '../api/use-user-ads-table';
import { useWorkUserAd } from '../api/use-work-user-ad';
import { SellDialog } from '../components/sell-dialog';
import { StatusTabs, statusPanelId, statusTabId } from '../components/status-tabs';
import { UserAdRowActions } from '../components/user-ad-row-actions';
import { listingName } from '../listing-name';
import { useUserAdColumns } from '../use-user-ad-columns';

const isStatus = (value: string | null): value is UserAdStatus =>
  (USER_AD_STATUSES as readonly (string | null)[]).includes(value);

/**
 * My list (route /user-announcement): the caller's personal list by status, added, in work and
 * sold, each tab with its count; a listing is taken into work, sold through the sell dialog or
 * removed. The tab is in the address (`?status=work`), so back and forward and a shared link work.
 */
export const UserAdsPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: UserAdStatus = isStatus(requested) ? requested : 'added';
  const counts = useUserAdCounts();
  const source = useUserAdsTable(status);
  const columns = useUserAdColumns(status);
  const work = useWorkUserAd();
  const remove = useRemoveUserAd();
  const removal = useDeleteConfirmation<UserAd>();
  const sale = useDeleteConfirmation<UserAd>();

  const choose = (next: UserAdStatus) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'added') updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { preventScrollReset: true },
    );

  const takeIntoWork = (userAd: UserAd) =>
    work.mutate(userAd.id, {
      onSuccess: () => dispatch(notify({ message: t('userAds.worked'), severity: 'success' })),
    });

  // The tab's own hint replaces the table's generic one; the open tabs lead to the market.
  const emptyAction =
    status === 'sold' ? undefined : (
      <Button
        component={Link}
        to="/announcement"
        variant="contained"
        disableElevation
        startIcon={<SearchRounded />}
      >
        {t('userAds.goToMarket')}
      </Button>
    );

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <PageHeader title={t('userAds.title')} subtitle={t('userAds.subtitle')} />
      <StatusTabs value={status} counts={counts.data} onChange={choose} />
      <Box role="tabpanel" id={statusPanelId(status)} aria-labelledby={statusTabId(status)}>
        <DataTable
          key={status}
          source={source}
          columns={columns}
          rowKey={(row) => row.id}
          title={`${t('userAds.title')}: ${t(`listing.statuses.${status}`)}`}
          showTitle={false}
          searchPlaceholder={t('userAds.searchPlaceholder')}
          emptyAction={emptyAction}
          emptyHint={t(`userAds.emptyTab.${status}`)}
          rowActions={
            status === 'sold'
              ? undefined
              : (row) => (
                  <UserAdRowActions
                    userAd={row}
                    onWork={takeIntoWork}
                    onSell={sale.ask}
                    onRemove={removal.ask}
                  />
                )
          }
        />
      </Box>
      <SellDialog userAd={sale.target} open={sale.open} onClose={sale.close} />
      <ConfirmDialog
        open={removal.open}
        danger
        title={t('userAds.removeTitle')}
        message={t('userAds.removeText', {
          name: removal.target ? listingName(removal.target.announcement, t) : '',
        })}
        confirmLabel={t('userAds.removeConfirm')}
        onClose={removal.close}
        onConfirm={async () => {
          const removing = removal.target;
          if (!removing) return;
          await remove.mutateAsync(removing.id);
          dispatch(notify({ message: t('userAds.removed'), severity: 'success' }));
        }}
      />
    </Box>
  );
};
