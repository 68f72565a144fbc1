import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { languages, type Language } from '@emlak/contracts';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Card,
  Divider,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadErrorMessage } from '@/shared/ui/load-error-message';
import { DocumentContents } from '../components/document-contents';
import { DocumentPageNav, DocumentPageSelect, documentSearch } from '../components/document-page-list';
import { DocumentPager } from '../components/document-pager';
import { DocumentSkeleton } from '../components/document-skeleton';
import { MarkdownDocument } from '../components/markdown-document';
import { useDocumentMarkdown } from '../components/use-document-markdown';
import { useScrollToHash } from '../components/use-scroll-to-hash';
import { isDocumentPage, type DocumentPage } from '../content/document-pages';
import { extractHeadings } from '../content/extract-headings';

const useLanguage = (): Language => {
  const { i18n } = useTranslation();
  return (languages as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'az';
};

/**
 * The documentation (route /documents): the page named by `?page=` (the landing page without it)
 * in the interface language, rendered from its Markdown, with the list of pages and the page's
 * table of contents beside it (above it on a phone). The page's own title is the screen's h1.
 */
export const DocumentsPage = () => {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requested = params.get('page');
  const page: DocumentPage = isDocumentPage(requested) ? requested : 'index';
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const markdown = useDocumentMarkdown(language, page);
  const headings = useMemo(() => extractHeadings(markdown.data ?? ''), [markdown.data]);
  useScrollToHash(markdown.isSuccess, markdown.data);

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <Typography
        variant="overline"
        component="p"
        sx={{ color: 'text.secondary', fontWeight: 600, lineHeight: 1.5, mb: 1.5 }}
      >
        {t('documents.eyebrow')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: '240px minmax(0, 1fr)',
            lg: '280px minmax(0, 1fr)',
          },
          gap: 3,
          alignItems: 'start',
        }}
      >
        {wide ? (
          <Card
            variant="outlined"
            component="aside"
            sx={{
              borderRadius: 3,
              p: 2,
              position: 'sticky',
              top: 80,
              maxHeight: 'calc(100vh - 96px)',
              overflowY: 'auto',
            }}
          >
            <DocumentPageNav current={page} />
            {headings.length > 0 && <Divider sx={{ my: 2 }} />}
            <DocumentContents headings={headings} />
          </Card>
        ) : (
          <Stack spacing={1.5}>
            <DocumentPageSelect
              current={page}
              onSelect={(next) => void navigate({ search: documentSearch(next) })}
            />
            {headings.length > 0 && (
              <Accordion
                variant="outlined"
                disableGutters
                sx={{ borderRadius: 3, '&::before': { display: 'none' } }}
              >
                <AccordionSummary expandIcon={<ExpandMoreRounded />}>
                  <Typography variant="subtitle2" component="span" sx={{ fontWeight: 600 }}>
                    {t('documents.contents')}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails sx={{ pt: 0 }}>
                  <DocumentContents headings={headings} titled={false} />
                </AccordionDetails>
              </Accordion>
            )}
          </Stack>
        )}
        <Card
          variant="outlined"
          component="article"
          lang={language}
          sx={{ borderRadius: 3, p: { xs: 2, sm: 3, lg: 4 }, minWidth: 0 }}
        >
          {markdown.isPending && <DocumentSkeleton />}
          {markdown.isError && (
            <LoadErrorMessage
              title={t('documents.loadFailed')}
              hint={t('documents.loadFailedHint')}
              onRetry={() => void markdown.refetch()}
            />
          )}
          {markdown.isSuccess && (
            <>
              <MarkdownDocument markdown={markdown.data} />
              <DocumentPager current={page} />
            </>
          )}
        </Card>
      </Box>
    </Box>
  );
};
