import { MAX_PAGE_SIZE, type ListFilter, type ListSort } from '@emlak/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { csvOptionsFor, downloadCsv } from '@/shared/lib/csv';
import { formatNumber } from '@/shared/lib/format';
import { notify } from '@/shared/state/notifications-slice';
import { exportValue } from './cell-value';
import type { DataTableColumn } from './data-table-types';
import { fetchTablePage, type ItemParser } from './use-table-page';

/** The most rows one export fetches (100 pages of 100). */
export const EXPORT_ROW_CAP = 10_000;

export type CsvExportOptions<Row> = {
  endpoint: string;
  item?: ItemParser<Row>;
  fileName: string;
  columns: readonly DataTableColumn<Row>[];
  filters: readonly ListFilter[];
  sortOptions: readonly ListSort[];
  /** The endpoint's fields beside the list query (TableSource.body). */
  body?: Record<string, unknown>;
};

/**
 * Exports what the table shows (its filters, sort and visible columns) as a CSV file: every page,
 * 100 rows at a time, up to EXPORT_ROW_CAP rows; the header row holds the translated headers.
 */
export const useCsvExport = <Row>() => {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [exporting, setExporting] = useState(false);

  const run = async ({
    endpoint,
    item,
    fileName,
    columns,
    filters,
    sortOptions,
    body,
  }: CsvExportOptions<Row>) => {
    setExporting(true);
    try {
      const rows: Row[] = [];
      let capped = false;
      for (let page = 0; rows.length < EXPORT_ROW_CAP; page++) {
        const answer = await fetchTablePage<Row>(
          endpoint,
          { ...body, page, pageSize: MAX_PAGE_SIZE, filters: [...filters], sortOptions: [...sortOptions] },
          { item },
        );
        rows.push(...answer.items);
        const known = answer.totalCapped ? Infinity : answer.total;
        if (answer.items.length < MAX_PAGE_SIZE || rows.length >= known) break;
        capped = rows.length >= EXPORT_ROW_CAP;
      }
      const language = i18n.language;
      downloadCsv(
        fileName,
        [
          columns.map((column) => t(column.headerKey)),
          ...rows
            .slice(0, EXPORT_ROW_CAP)
            .map((row) => columns.map((column) => exportValue(column, row, t, language))),
        ],
        csvOptionsFor(language),
      );
      if (capped)
        dispatch(
          notify({
            message: t('table.exportTruncated', { rows: formatNumber(EXPORT_ROW_CAP, i18n.language) }),
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
