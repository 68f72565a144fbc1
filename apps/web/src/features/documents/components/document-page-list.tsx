import { List, ListItem, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { documentPages, type DocumentPage } from '../content/document-pages';

type DocumentPageListProps = { current: DocumentPage; onSelect: (page: DocumentPage) => void };

/** The query string of a page: the landing page is /documents itself. */
export const documentSearch = (page: DocumentPage) => (page === 'index' ? '' : `?page=${page}`);

/** The pages as a side list of links (wide screens). */
export const DocumentPageNav = ({ current }: Pick<DocumentPageListProps, 'current'>) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h2" sx={{ mb: 1, fontWeight: 600 }}>
        {t('documents.pagesTitle')}
      </Typography>
      <List dense disablePadding>
        {documentPages.map((page) => (
          <ListItem key={page} disablePadding sx={{ mb: 0.25 }}>
            <ListItemButton
              component={RouterLink}
              to={{ search: documentSearch(page) }}
              selected={page === current}
              aria-current={page === current ? 'page' : undefined}
              sx={{ borderRadius: 2 }}
            >
              <ListItemText primary={t(`documents.pages.${page}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
};

/** The pages as a native select (phones): one control instead of seven rows above the text. */
export const DocumentPageSelect = ({ current, onSelect }: DocumentPageListProps) => {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('documents.pagesTitle')}
      value={current}
      onChange={(event) => onSelect(event.target.value as DocumentPage)}
      slotProps={{ select: { native: true } }}
    >
      {documentPages.map((page) => (
        <option key={page} value={page}>
          {t(`documents.pages.${page}`)}
        </option>
      ))}
    </TextField>
  );
};
