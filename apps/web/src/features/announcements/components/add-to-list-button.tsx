import type { AnnouncementListItem } from '@emlak/contracts';
import BookmarkAddOutlined from '@mui/icons-material/BookmarkAddOutlined';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '@/shared/ui/row-action-button';
import { listingTitle } from '../listing-format';

export type AddToListButtonProps = {
  listing: AnnouncementListItem;
  onAdd: (listing: AnnouncementListItem) => void;
};

/** "Add to my list" for a row or card, named after its listing; asks first (AddToListDialog). */
export const AddToListButton = ({ listing, onAdd }: AddToListButtonProps) => {
  const { t } = useTranslation();
  return (
    <RowActionButton
      label={t('announcements.addToList.buttonFor', { name: listingTitle(listing, t) })}
      onClick={() => onAdd(listing)}
    >
      <BookmarkAddOutlined fontSize="small" />
    </RowActionButton>
  );
};

/** Whether a listing can still go into the caller's list: not there yet, and not sold. */
export const mayAddToList = (listing: Pick<AnnouncementListItem, 'inMyList' | 'isSold'>) =>
  listing.inMyList === null && !listing.isSold;
