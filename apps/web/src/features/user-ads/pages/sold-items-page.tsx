import { Role } from '@emlak/contracts';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useActor } from '@/shared/auth/use-actor';
import { DataTable } from '@/shared/ui/data-table/data-table';
import { PageHeader } from '@/shared/ui/page-header';
import { useSoldItemsTable } from '../api/use-sold-items-table';
import { SoldDateRange } from '../components/sold-date-range';
import { SoldTotals } from '../components/sold-totals';
import { useSoldItemColumns } from '../use-sold-item-columns';

const subtitles: Record<number, string> = {
  [Role.User]: 'userAds.soldItems.subtitle',
  [Role.Admin]: 'userAds.soldItems.subtitleOrganization',
  [Role.SuperAdmin]: 'userAds.soldItems.subtitleAll',
};

/**
 * Sold items (route /sold-item): the deals closed, an agent's own, an Admin's agency's, a
 * SuperAdmin's all (the server scopes them), with the totals of everything the filter matches, a
 * sale-date range and the CSV export of the current filter.
 */
export const SoldItemsPage = () => {
  const { t } = useTranslation();
  const actor = useActor();
  const roleId = actor?.roleId ?? Role.User;
  const { source, totals } = useSoldItemsTable();
  const columns = useSoldItemColumns(roleId !== Role.User);

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <PageHeader
        title={t('userAds.soldItems.title')}
        subtitle={t(subtitles[roleId] ?? subtitles[Role.User]!)}
      />
      <SoldTotals totals={totals} />
      <DataTable
        source={source}
        columns={columns}
        rowKey={(item) => item.id}
        title={t('userAds.soldItems.title')}
        showTitle={false}
        searchPlaceholder={t('userAds.soldItems.searchPlaceholder')}
        exportFileName={t('userAds.soldItems.fileName')}
        toolbar={<SoldDateRange controls={source.controls} />}
      />
    </Box>
  );
};
