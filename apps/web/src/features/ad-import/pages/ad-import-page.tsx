import { mayManageAllOrganizations } from '@emlak/contracts';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import { Alert, Box, Button, Card, LinearProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorOf, isNetworkError } from '@/shared/api/http-client';
import { useActor } from '@/shared/auth/use-actor';
import { formatNumber } from '@/shared/lib/format';
import { PageHeader } from '@/shared/ui/page-header';
import { useImportListings } from '../api/use-import-listings';
import { ColumnGuide } from '../components/column-guide';
import { FileDropZone } from '../components/file-drop-zone';
import { ImportReport } from '../components/import-report';
import { ImportTarget } from '../components/import-target';
import { formatFileSize } from '../file-size';
import { contentTypeOf, IMPORT_MAX_BYTES } from '../import-columns';

/**
 * Import (route /announcement/import; Admin and SuperAdmin): a CSV, JSON or NDJSON file of
 * listings is sent as it is, with the upload's progress, then the server's report: counts and the
 * rows it refused, with why. An Admin imports into the own agency; a SuperAdmin into the public
 * market or a chosen agency.
 */
export const AdImportPage = () => {
  const { t, i18n } = useTranslation();
  const actor = useActor();
  const chooseTarget = actor !== null && mayManageAllOrganizations(actor);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [organizationId, setOrganizationId] = useState<number | null>(null);
  const upload = useImportListings();
  const running = upload.isPending;

  const pick = (chosen: File) => {
    upload.reset();
    setFile(chosen);
    if (!contentTypeOf(chosen.name)) setFileError(t('adImport.wrongType', { name: chosen.name }));
    else if (chosen.size > IMPORT_MAX_BYTES)
      setFileError(
        t('adImport.tooLarge', { name: chosen.name, max: formatFileSize(IMPORT_MAX_BYTES, i18n.language) }),
      );
    else setFileError(null);
  };

  const start = () => {
    if (!file || fileError) return;
    upload.mutate({ file, organizationId: chooseTarget ? organizationId : null });
  };

  const failure = upload.error
    ? isNetworkError(upload.error)
      ? t('http.networkError')
      : (apiErrorOf(upload.error).message ?? t('adImport.failed'))
    : null;
  const uploaded = upload.progress >= 1;
  const percent = formatNumber(upload.progress, i18n.language, {
    style: 'percent',
    maximumFractionDigits: 0,
  });

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', minWidth: 0 }}>
      <Button component={Link} to="/announcement" startIcon={<ArrowBackRounded />} sx={{ mb: 1, ml: -1 }}>
        {t('adImport.back')}
      </Button>
      <PageHeader title={t('navigation.announcementImport')} subtitle={t('adImport.subtitle')} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Stack sx={{ gap: 2, minWidth: 0 }}>
          <Card variant="outlined" sx={{ borderRadius: 3, p: 2 }}>
            <Stack sx={{ gap: 2 }}>
              {chooseTarget ? (
                <ImportTarget value={organizationId} onChange={setOrganizationId} disabled={running} />
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('adImport.ownOrganization')}
                </Typography>
              )}
              <FileDropZone file={file} onFile={pick} disabled={running} error={fileError} />
              {running && (
                <Stack sx={{ gap: 1 }} aria-live="polite">
                  <Typography variant="body2">
                    {uploaded ? t('adImport.processing') : t('adImport.uploading', { percent })}
                  </Typography>
                  <LinearProgress
                    variant={uploaded ? 'indeterminate' : 'determinate'}
                    value={Math.round(upload.progress * 100)}
                    aria-label={t('adImport.uploading', { percent })}
                  />
                </Stack>
              )}
              {failure && (
                <Alert severity="error" role="alert">
                  <strong>{t('adImport.failed')}</strong>
                  {failure !== t('adImport.failed') ? `: ${failure}` : ''}
                </Alert>
              )}
              <Box>
                <Button
                  variant="contained"
                  disableElevation
                  size="large"
                  startIcon={<CloudUploadRounded />}
                  loading={running}
                  loadingPosition="start"
                  disabled={!file || Boolean(fileError)}
                  onClick={start}
                >
                  {t('adImport.start')}
                </Button>
              </Box>
            </Stack>
          </Card>
          {upload.data && <ImportReport report={upload.data} />}
        </Stack>
        <ColumnGuide />
      </Box>
    </Box>
  );
};
