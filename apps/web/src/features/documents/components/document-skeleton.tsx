import { Box, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The shape of a page while its text loads: a title, a heading and a few lines. */
export const DocumentSkeleton = () => {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-busy="true" aria-label={t('documents.loading')}>
      <Skeleton variant="text" sx={{ fontSize: 34, width: '55%', mb: 2 }} />
      {[0, 1].map((block) => (
        <Box key={block} sx={{ mb: 3 }}>
          <Skeleton variant="text" sx={{ fontSize: 24, width: '35%', mb: 1 }} />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" sx={{ width: '80%' }} />
        </Box>
      ))}
    </Box>
  );
};
