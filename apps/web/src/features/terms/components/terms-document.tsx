import { Box, Typography } from '@mui/material';
import type { TermsSection } from '../content/terms-text';

type TermsDocumentProps = {
  sections: readonly TermsSection[];
  /** The heading level of the section titles: 2 on the page, 3 inside the dialog. */
  level?: 2 | 3;
  /** Prefix of the anchors, so that the dialog's copy never duplicates the page's ids. */
  idPrefix?: string;
};

/** The terms' sections as plain text: a heading, paragraphs and a list each. */
export const TermsDocument = ({ sections, level = 2, idPrefix = '' }: TermsDocumentProps) => (
  <Box>
    {sections.map((section) => (
      <Box
        key={section.id}
        component="section"
        id={`${idPrefix}${section.id}`}
        aria-labelledby={`${idPrefix}${section.id}-title`}
        // Clear of the fixed app bar when reached through the table of contents.
        sx={{ scrollMarginTop: 80, '& + &': { mt: 3 } }}
      >
        <Typography
          id={`${idPrefix}${section.id}-title`}
          variant="h6"
          component={level === 2 ? 'h2' : 'h3'}
          sx={{ fontWeight: 600, fontSize: 17, mb: 1 }}
        >
          {section.title}
        </Typography>
        {section.paragraphs.map((paragraph) => (
          <Typography key={paragraph} variant="body2" sx={{ mb: 1, lineHeight: 1.7 }}>
            {paragraph}
          </Typography>
        ))}
        {section.items && (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {section.items.map((item) => (
              <Typography key={item} component="li" variant="body2" sx={{ lineHeight: 1.7 }}>
                {item}
              </Typography>
            ))}
          </Box>
        )}
      </Box>
    ))}
  </Box>
);
