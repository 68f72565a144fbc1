import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The id of the shell's main region, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content", the shell's first focusable element (WCAG 2.4.1): keyboard users pass the app
 * bar and the sidebar in one step. Hidden until focused. Focus is moved by hand so the URL keeps
 * no "#main-content" and the router is not involved.
 */
export const SkipLink = () => {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView?.({ block: 'start' });
      }}
      sx={(theme) => ({
        position: 'fixed',
        top: 8,
        insetInlineStart: 8,
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        boxShadow: 3,
        // Off screen until focused, but still in the tab order (display: none would take it out).
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      {t('shell.skipToContent')}
    </Box>
  );
};
