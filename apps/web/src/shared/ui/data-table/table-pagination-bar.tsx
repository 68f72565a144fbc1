import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import { Ltr } from '@/shared/ui/ltr';

export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100];

export type TablePaginationBarProps = {
  page: number;
  pageSize: number;
  total: number;
  /** More rows match than the server counts: the total is a lower bound. */
  totalCapped: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
};

/** MUI's pagination with translated labels, numbers in the user's language and the capped total. */
export const TablePaginationBar = ({
  page,
  pageSize,
  total,
  totalCapped,
  onPageChange,
  onPageSizeChange,
}: TablePaginationBarProps) => {
  const { t, i18n } = useTranslation();
  const number = (value: number) => formatNumber(value, i18n.language);
  const pageLabels = {
    first: 'firstPage',
    last: 'lastPage',
    next: 'nextPage',
    previous: 'previousPage',
  } as const;
  return (
    <TablePagination
      component="div"
      // An unknown count (-1) keeps "next" open past the capped total.
      count={totalCapped ? -1 : total}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={PAGE_SIZE_OPTIONS}
      onPageChange={(_event, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage={t('table.rowsPerPage')}
      // A range reads "1–5 / 20" in rtl too, not "20 / 5–1".
      labelDisplayedRows={({ from, to }) => (
        <Ltr>
          {t('table.displayedRows', {
            from: number(total === 0 ? 0 : from),
            to: number(totalCapped ? to : Math.min(to, total)),
            total: totalCapped ? t('table.moreThan', { total: number(total) }) : number(total),
          })}
        </Ltr>
      )}
      getItemAriaLabel={(type) => t(`table.${pageLabels[type]}`)}
      showFirstButton={!totalCapped}
      showLastButton={!totalCapped}
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, px: { xs: 1, sm: 2 } },
        '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
      }}
    />
  );
};
