import type { SavedSearch } from '@emlak/contracts';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteConfirmation } from '@/shared/ui/use-delete-confirmation';
import { useDeleteSavedSearch } from '../api/use-delete-saved-search';
import { useOpenSavedSearch } from '../api/use-open-saved-search';
import { useSavedSearches } from '../api/use-saved-searches';
import type { AnnouncementSearch } from '../search/announcement-search';
import { queryToSearch, searchToSavedQuery } from '../search/search-query';
import type { MarketSearch } from '../search/use-market-search';
import { SaveSearchDialog } from './save-search-dialog';
import { SavedSearchesMenu } from './saved-searches-menu';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A name to offer for a search: what it looks for in words ('Satış, Mənzil, nerimanov'). */
const suggestedNameOf = (search: AnnouncementSearch, t: Translate) => {
  const parts = [
    search.deal && t(`listing.addTypes.${search.deal}`),
    search.propertyType !== null && t(`listing.propertyTypes.${search.propertyType}`),
    search.q,
  ].filter((part): part is string => typeof part === 'string' && part !== '');
  return parts.length > 0 ? parts.join(', ') : t('announcements.saved.defaultName');
};

export type SavedSearchActionsProps = { market: MarketSearch; compact?: boolean };

/**
 * "Save search" and the list of saved searches. Opening one applies its filters (the address
 * becomes its address, a history entry) and tells the server, which counts new listings anew.
 */
export const SavedSearchActions = ({ market, compact }: SavedSearchActionsProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const saved = useSavedSearches();
  const open = useOpenSavedSearch();
  const remove = useDeleteSavedSearch();
  const confirmation = useDeleteConfirmation<SavedSearch>();
  const [saving, setSaving] = useState(false);
  const saveLabel = t('announcements.saved.saveButton');

  const apply = (search: SavedSearch) => {
    market.go(queryToSearch(search.query), { ad: null });
    open.mutate(search.id);
  };

  return (
    <>
      <SavedSearchesMenu
        searches={saved.data}
        loading={saved.isLoading}
        failed={saved.isError}
        onOpen={apply}
        onDelete={confirmation.ask}
        compact={compact}
      />
      {compact ? (
        <Tooltip title={saveLabel}>
          <IconButton aria-label={saveLabel} onClick={() => setSaving(true)}>
            <BookmarkAddOutlined />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="contained"
          disableElevation
          startIcon={<BookmarkAddOutlined />}
          onClick={() => setSaving(true)}
        >
          {saveLabel}
        </Button>
      )}
      <SaveSearchDialog
        open={saving}
        query={searchToSavedQuery(market.search)}
        suggestedName={suggestedNameOf(market.search, t)}
        onClose={() => setSaving(false)}
      />
      <ConfirmDialog
        open={confirmation.open}
        danger
        title={t('announcements.saved.deleteTitle')}
        message={t('announcements.saved.deleteText', { name: confirmation.target?.name ?? '' })}
        onClose={confirmation.close}
        onConfirm={async () => {
          const target = confirmation.target;
          if (!target) return;
          await remove.mutateAsync(target.id);
          dispatch(
            notify({ message: t('announcements.saved.deleted', { name: target.name }), severity: 'success' }),
          );
        }}
      />
    </>
  );
};
