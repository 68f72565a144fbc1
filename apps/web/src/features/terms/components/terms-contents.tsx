import { Box, Link, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermsSection } from '../content/terms-text';

/** The table of contents: in-page links to each section's anchor. */
export const TermsContents = ({ sections }: { sections: readonly TermsSection[] }) => {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
        {t('terms.contents')}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {sections.map((section) => (
          <Box component="li" key={section.id} sx={{ py: 0.5 }}>
            <Link href={`#${section.id}`} underline="hover" variant="body2">
              {section.title}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
