import type { UserAd } from '@emlak/contracts';
import BookmarkRemoveRounded from '@mui/icons-material/BookmarkRemoveRounded';
import SellRounded from '@mui/icons-material/SellRounded';
import WorkOutlineRounded from '@mui/icons-material/WorkOutlineRounded';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '@/shared/ui/row-action-button';
import { RowActions } from '@/shared/ui/row-actions';
import { listingName } from '../listing-name';

export type UserAdRowActionsProps = {
  userAd: UserAd;
  onWork: (userAd: UserAd) => void;
  onSell: (userAd: UserAd) => void;
  onRemove: (userAd: UserAd) => void;
};

/**
 * Work (from added), Sell (from added or in work) and Remove (until sold). A listing someone else
 * sold meanwhile can no longer be sold: the button says why.
 */
export const UserAdRowActions = ({ userAd, onWork, onSell, onRemove }: UserAdRowActionsProps) => {
  const { t } = useTranslation();
  if (userAd.status === 'sold') return null;
  const name = { name: listingName(userAd.announcement, t) };
  const soldElsewhere = userAd.announcement.isSold;
  return (
    <RowActions>
      {userAd.status === 'added' && (
        <RowActionButton
          label={t('userAds.work', name)}
          disabled={soldElsewhere}
          onClick={() => onWork(userAd)}
        >
          <WorkOutlineRounded fontSize="small" />
        </RowActionButton>
      )}
      <RowActionButton
        label={t('userAds.sell', name)}
        color="success"
        disabled={soldElsewhere}
        tooltip={soldElsewhere ? t('userAds.soldElsewhere') : undefined}
        onClick={() => onSell(userAd)}
      >
        <SellRounded fontSize="small" />
      </RowActionButton>
      <RowActionButton label={t('userAds.remove', name)} color="error" onClick={() => onRemove(userAd)}>
        <BookmarkRemoveRounded fontSize="small" />
      </RowActionButton>
    </RowActions>
  );
};
