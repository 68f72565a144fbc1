import { IMPORT_ERRORS_SHOWN, type ImportReport as Report } from '@emlak/contracts';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';
import {
  Alert,
  Box,
  Button,
  Card,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { csvOptionsFor, downloadCsv } from '@/shared/lib/csv';
import { formatNumber } from '@/shared/lib/format';
import { Ltr } from '@/shared/ui/ltr';

const counts = [
  { key: 'processed', color: 'text.primary' },
  { key: 'inserted', color: 'success.main' },
  { key: 'updated', color: 'info.main' },
  { key: 'failed', color: 'error.main' },
] as const;

/**
 * What an import did: rows processed, new, updated and failed, and each failed row's column and
 * reason, downloadable as CSV to fix the file by. The counts cover every row even when the list
 * of errors stops at IMPORT_ERRORS_SHOWN.
 */
export const ImportReport = ({ report }: { report: Report }) => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const titleId = 'import-report-title';
  const errorsId = 'import-errors-title';
  const download = () =>
    downloadCsv(
      t('adImport.report.fileName'),
      [
        [t('adImport.report.row'), t('adImport.report.field'), t('adImport.report.message')],
        ...report.errors.map((error) => [error.row, error.field, error.message]),
      ],
      csvOptionsFor(language),
    );

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ borderRadius: 3 }}>
      <Stack sx={{ p: 2, gap: 2 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600, fontSize: 18 }}>
          {t('adImport.report.title')}
        </Typography>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
          }}
        >
          {counts.map(({ key, color }) => (
            <Box key={key}>
              <Typography variant="caption" component="dt" sx={{ color: 'text.secondary' }}>
                {t(`adImport.report.${key}`)}
              </Typography>
              <Typography
                component="dd"
                variant="h5"
                data-testid={`import-${key}`}
                sx={{ m: 0, fontWeight: 700, color, fontVariantNumeric: 'tabular-nums' }}
              >
                <Ltr>{formatNumber(report[key], language)}</Ltr>
              </Typography>
            </Box>
          ))}
        </Box>
        {report.failed === 0 ? (
          <Alert severity="success" icon={<TaskAltRounded />}>
            {t('adImport.report.allGood')}
          </Alert>
        ) : (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography id={errorsId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mr: 'auto' }}>
              {t('adImport.report.errors')}
            </Typography>
            <Button variant="outlined" startIcon={<DownloadRounded />} onClick={download}>
              {t('adImport.report.download')}
            </Button>
          </Stack>
        )}
        {report.errorsTruncated && (
          <Alert severity="info">
            {t('adImport.report.truncated', { shown: formatNumber(IMPORT_ERRORS_SHOWN, language) })}
          </Alert>
        )}
      </Stack>
      {report.errors.length > 0 && (
        <TableContainer
          // Scrolls on its own: focusable, so a keyboard can scroll it too.
          tabIndex={0}
          aria-labelledby={errorsId}
          sx={{ maxHeight: 480, borderTop: 1, borderColor: 'divider' }}
        >
          <Table size="small" stickyHeader aria-labelledby={errorsId}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 600 }} align="right">
                  {t('adImport.report.row')}
                </TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('adImport.report.field')}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>{t('adImport.report.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.errors.map((error, index) => (
                <TableRow key={`${error.row}-${error.field}-${index}`}>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', verticalAlign: 'top' }}>
                    {formatNumber(error.row, language)}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    <Box component="code" sx={{ fontSize: 13 }}>
                      {error.field}
                    </Box>
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
};
