import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import { Box, Button, Divider } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { documentPages, type DocumentPage } from '../content/document-pages';
import { documentSearch } from './document-page-list';

/** Links to the page before and after this one, for reading the documentation in order. */
export const DocumentPager = ({ current }: { current: DocumentPage }) => {
  const { t } = useTranslation();
  const index = documentPages.indexOf(current);
  const previous = documentPages[index - 1];
  const next = documentPages[index + 1];
  return (
    <Box component="nav" aria-label={t('documents.pager')} sx={{ mt: 4 }}>
      <Divider sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        {previous ? (
          <Button
            component={RouterLink}
            to={{ search: documentSearch(previous) }}
            startIcon={
              <ArrowBackRounded
                sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
              />
            }
            sx={{ textTransform: 'none' }}
          >
            {t(`documents.pages.${previous}`)}
          </Button>
        ) : (
          <span />
        )}
        {next && (
          <Button
            component={RouterLink}
            to={{ search: documentSearch(next) }}
            endIcon={
              <ArrowForwardRounded
                sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
              />
            }
            sx={{ textTransform: 'none', ml: 'auto' }}
          >
            {t(`documents.pages.${next}`)}
          </Button>
        )}
      </Box>
    </Box>
  );
};
