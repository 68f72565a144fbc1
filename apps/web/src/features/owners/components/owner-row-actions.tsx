import type { Owner } from '@emlak/contracts';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import { useTranslation } from 'react-i18next';
import { RowActionButton } from '@/shared/ui/row-action-button';
import { RowActions } from '@/shared/ui/row-actions';
import { ownerLabel } from '../owner-label';

export type OwnerRowActionsProps = {
  owner: Owner;
  canSave: boolean;
  onView: (owner: Owner) => void;
  onSave: (owner: Owner) => void;
};

/** The owner's announcements, and saving the owner to contacts (off once they are there). */
export const OwnerRowActions = ({ owner, canSave, onView, onSave }: OwnerRowActionsProps) => {
  const { t } = useTranslation();
  const name = { name: ownerLabel(owner) };
  return (
    <RowActions>
      <RowActionButton label={t('owners.viewAnnouncements', name)} onClick={() => onView(owner)}>
        <ListAltRounded fontSize="small" />
      </RowActionButton>
      {canSave && (
        <RowActionButton
          label={t('owners.saveToContacts', name)}
          color="primary"
          disabled={owner.alreadyInContacts}
          tooltip={owner.alreadyInContacts ? t('owners.alreadySaved') : undefined}
          onClick={() => onSave(owner)}
        >
          <PersonAddAlt1Rounded fontSize="small" />
        </RowActionButton>
      )}
    </RowActions>
  );
};
