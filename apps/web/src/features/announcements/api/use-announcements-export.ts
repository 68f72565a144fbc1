import { MAX_PAGE_SIZE, type AnnouncementListItem, type AnnouncementTableQuery } from '@emlak/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { csvOptionsFor, downloadCsv } from '@/shared/lib/csv';
import { formatNumber } from '@/shared/lib/format';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { exportValue } from '@/shared/ui/data-table/cell-value';
import type { DataTableColumn } from '@/shared/ui/data-table/data-table-types';
import { EXPORT_ROW_CAP } from '@/shared/ui/data-table/use-csv-export';
import { fetchAnnouncementsPage } from './use-announcements-page';

/**
 * The current search as a CSV file, as the DataTable exports its tables: every page, 100 rows at a
 * time, up to EXPORT_ROW_CAP rows, translated headers. Its own because the market body carries
 * `hideDuplicates`, which the DataTable's export (a plain list body) would drop.
 */
export const useAnnouncementsExport = () => {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [exporting, setExporting] = useState(false);

  const run = async (
    query: AnnouncementTableQuery,
    columns: readonly DataTableColumn<AnnouncementListItem>[],
  ) => {
    setExporting(true);
    try {
      const rows: AnnouncementListItem[] = [];
      for (let page = 0; rows.length < EXPORT_ROW_CAP; page++) {
        const answer = await fetchAnnouncementsPage({ ...query, page, pageSize: MAX_PAGE_SIZE });
        rows.push(...answer.items);
        const known = answer.totalCapped ? Infinity : answer.total;
        if (answer.items.length < MAX_PAGE_SIZE || rows.length >= known) break;
      }
      const language = i18n.language;
      downloadCsv(
        'announcements',
        [
          columns.map((column) => t(column.headerKey)),
          ...rows
            .slice(0, EXPORT_ROW_CAP)
            .map((row) => columns.map((column) => exportValue(column, row, t, language))),
        ],
        csvOptionsFor(language),
      );
      if (rows.length >= EXPORT_ROW_CAP)
        dispatch(
          notify({
            message: t('table.exportTruncated', { rows: formatNumber(EXPORT_ROW_CAP, language) }),
            severity: 'warning',
          }),
        );
    } catch {
      dispatch(notify({ message: t('table.exportFailed'), severity: 'error' }));
    } finally {
      setExporting(false);
    }
  };

  return { exporting, run };
};
