import { Box, Link, Typography } from '@mui/material';
import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { DocumentHeading } from '../content/extract-headings';

/** Leaves a click that opens a new tab or window to the browser. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The page's table of contents: its h2 and h3 headings as in-page anchors. A click scrolls to the
 * heading and puts its anchor in the address (a history entry, as a plain anchor would make), so
 * the link can be shared and Back returns to where the reader was.
 */
export const DocumentContents = ({
  headings,
  titled = true,
}: {
  headings: readonly DocumentHeading[];
  /** Without its own heading where a surrounding control already names it (the phone's accordion). */
  titled?: boolean;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const titleId = useId();
  if (headings.length === 0) return null;

  const follow = (event: MouseEvent, id: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
    void navigate({ search, hash: id });
  };

  return (
    <Box
      component="nav"
      aria-labelledby={titled ? titleId : undefined}
      aria-label={titled ? undefined : t('documents.contents')}
    >
      {titled && (
        <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
          {t('documents.contents')}
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {headings.map((heading) => (
          <Box component="li" key={heading.id} sx={{ py: 0.5, pl: heading.level === 3 ? 2 : 0 }}>
            <Link
              href={`#${heading.id}`}
              underline="hover"
              variant="body2"
              color={heading.level === 3 ? 'text.secondary' : 'primary'}
              onClick={(event) => follow(event, heading.id)}
            >
              {heading.text}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
};
