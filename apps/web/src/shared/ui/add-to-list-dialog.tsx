import type { AnnouncementListItem } from '@emlak/contracts';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { useAddToMyList } from '@/shared/api/use-add-to-my-list';
import { listingTitle } from '@/shared/lib/listing-title';
import { ConfirmDialog } from './confirm-dialog';

export type AddToListDialogProps = {
  listing: Pick<AnnouncementListItem, 'id' | 'title' | 'propertyType' | 'rooms'> | null;
  open: boolean;
  onClose: () => void;
};

/**
 * The confirmation before a listing goes into the personal list (docs/spec.md section 4), asked by
 * the market list and the map alike. A 409
 * (already in the list, or sold meanwhile) is shown in the dialog with the server's words.
 */
export const AddToListDialog = ({ listing, open, onClose }: AddToListDialogProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const add = useAddToMyList();
  const name = listing ? listingTitle(listing, t) : '';
  return (
    <ConfirmDialog
      open={open}
      title={t('announcements.addToList.title')}
      message={t('announcements.addToList.text', { name })}
      confirmLabel={t('announcements.addToList.confirm')}
      confirmIcon={<BookmarkAddOutlined />}
      onClose={onClose}
      onConfirm={async () => {
        if (!listing) return;
        await add.mutateAsync(listing.id);
        dispatch(notify({ message: t('announcements.addToList.added', { name }), severity: 'success' }));
      }}
    />
  );
};
