import DownloadRounded from '@mui/icons-material/DownloadRounded';
import {
  Box,
  Button,
  Card,
  Chip,
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
import { IMPORT_COLUMNS } from '../import-columns';
import { sampleRows } from '../sample-rows';

/**
 * The columns a file may have, which are required and what goes in them, and a sample CSV made
 * in the browser to start from.
 */
export const ColumnGuide = () => {
  const { t, i18n } = useTranslation();
  const titleId = 'import-columns-title';
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ borderRadius: 3 }}>
      <Stack sx={{ p: 2, gap: 1.5 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            id={titleId}
            variant="h6"
            component="h2"
            sx={{ fontWeight: 600, fontSize: 18, mr: 'auto' }}
          >
            {t('adImport.columns.title')}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<DownloadRounded />}
            onClick={() =>
              downloadCsv(t('adImport.columns.sampleFile'), sampleRows, csvOptionsFor(i18n.language))
            }
          >
            {t('adImport.columns.sample')}
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('adImport.columns.intro')}
        </Typography>
      </Stack>
      <TableContainer
        // Scrolls on its own: focusable, so a keyboard can scroll it too.
        tabIndex={0}
        aria-labelledby={titleId}
        sx={{ maxHeight: 440, borderTop: 1, borderColor: 'divider' }}
      >
        <Table size="small" stickyHeader aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t('adImport.columns.name')}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('adImport.columns.meaning')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {IMPORT_COLUMNS.map((column) => (
              <TableRow key={column.name}>
                <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  <Box component="code" sx={{ fontSize: 13, fontWeight: 600 }}>
                    {column.name}
                  </Box>
                  {column.alias && (
                    <Box component="code" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
                      {column.alias}
                    </Box>
                  )}
                  {column.required && (
                    <Chip
                      size="small"
                      variant="outlined"
                      color="primary"
                      label={t('adImport.columns.required')}
                      sx={{ mt: 0.5, height: 20, display: 'flex', width: 'fit-content' }}
                    />
                  )}
                </TableCell>
                <TableCell sx={{ verticalAlign: 'top' }}>
                  {t(`adImport.columns.descriptions.${column.name}`)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
};
