import type { SavedSearch } from '@emlak/contracts';
import BookmarksOutlined from '@mui/icons-material/BookmarksOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import {
  Badge,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';

export type SavedSearchesMenuProps = {
  searches: readonly SavedSearch[] | undefined;
  loading: boolean;
  failed: boolean;
  onOpen: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
  /** An icon button with a badge rather than a labelled button (a phone's narrow row). */
  compact?: boolean;
};

/** The most the button's badge counts; past it, it reads "999+". */
const BADGE_MAX = 999;

/**
 * The caller's saved searches, each with how many listings appeared since it was last opened
 * ("3 new"); the button's badge sums them. Choosing one applies it; the bin beside it deletes it
 * (asked first). A popover with a list, not a menu: a menu item may not hold a second button.
 */
export const SavedSearchesMenu = ({
  searches,
  loading,
  failed,
  onOpen,
  onDelete,
  compact,
}: SavedSearchesMenuProps) => {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const popoverId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const totalNew = (searches ?? []).reduce((sum, search) => sum + search.newCount, 0);
  const label = t('announcements.saved.menu');
  const number = (value: number) => formatNumber(value, i18n.language);
  const newLabel = (search: SavedSearch) =>
    t('announcements.saved.newCount', {
      count: search.newCount,
      total: search.newCountCapped
        ? t('table.moreThan', { total: number(search.newCount) })
        : number(search.newCount),
    });
  // The badge shows at most 999+; the button's name says what the badge shows (WCAG 2.5.3, "label
  // in name"), and each search's exact count is in the list.
  const overBadge = totalNew > BADGE_MAX;
  const badgeText = overBadge ? `${number(BADGE_MAX)}+` : number(totalNew);
  const buttonLabel =
    totalNew > 0
      ? `${label}, ${t('announcements.saved.newTotal', {
          // The plural agrees with the number said ("более 999 новых объявлений").
          count: overBadge ? BADGE_MAX : totalNew,
          total: overBadge ? t('table.moreThan', { total: number(BADGE_MAX) }) : badgeText,
        })}`
      : label;
  const buttonProps = {
    'aria-haspopup': 'dialog' as const,
    'aria-controls': anchor ? popoverId : undefined,
    'aria-expanded': anchor !== null,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  const badge = (child: ReactNode) => (
    // No content while there is nothing new: a hidden "0" would still be the button's text, and
    // the button's name (which names no count then) would not contain it.
    <Badge badgeContent={totalNew > 0 ? badgeText : null} color="error">
      {child}
    </Badge>
  );
  const close = () => setAnchor(null);

  return (
    <>
      {compact ? (
        <Tooltip title={label}>
          <IconButton {...buttonProps} aria-label={buttonLabel}>
            {badge(<BookmarksOutlined />)}
          </IconButton>
        </Tooltip>
      ) : (
        badge(
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<BookmarksOutlined />}
            sx={{ borderColor: 'divider' }}
            aria-label={buttonLabel}
            {...buttonProps}
          >
            {label}
          </Button>,
        )
      )}
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 340, maxWidth: 'calc(100vw - 32px)', borderRadius: 2 },
          },
        }}
      >
        <Typography id={titleId} variant="subtitle2" component="h2" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
          {label}
        </Typography>
        {loading && (
          <Stack direction="row" sx={{ gap: 1.5, px: 2, py: 1.5, alignItems: 'center' }}>
            <CircularProgress size={18} />
            <Typography variant="body2">{t('announcements.filters.loading')}</Typography>
          </Stack>
        )}
        {failed && (
          <Typography variant="body2" sx={{ px: 2, py: 1.5, color: 'error.main' }}>
            {t('announcements.saved.loadFailed')}
          </Typography>
        )}
        {searches && searches.length === 0 && (
          <Box sx={{ px: 2, pb: 2, pt: 0.5 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('announcements.saved.none')}
            </Typography>
          </Box>
        )}
        {searches && searches.length > 0 && (
          <List dense aria-labelledby={titleId} sx={{ pt: 0 }}>
            {searches.map((search) => (
              <ListItem
                key={search.id}
                disablePadding
                secondaryAction={
                  <Tooltip title={t('announcements.saved.deleteFor', { name: search.name })}>
                    <IconButton
                      edge="end"
                      size="small"
                      aria-label={t('announcements.saved.deleteFor', { name: search.name })}
                      onClick={() => {
                        close();
                        onDelete(search);
                      }}
                    >
                      <DeleteOutlineRounded fontSize="small" />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemButton
                  onClick={() => {
                    close();
                    onOpen(search);
                  }}
                  sx={{ gap: 1, pr: 6 }}
                >
                  <ListItemText
                    primary={search.name}
                    slotProps={{ primary: { noWrap: true } }}
                    sx={{ minWidth: 0 }}
                  />
                  {search.newCount > 0 && (
                    <Chip
                      size="small"
                      color="error"
                      label={newLabel(search)}
                      sx={{ fontWeight: 600, flexShrink: 0 }}
                    />
                  )}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
};
