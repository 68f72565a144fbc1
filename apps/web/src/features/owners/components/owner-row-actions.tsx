import type { Owner } from '@emlak/contracts';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
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
  const name = ownerLabel(owner);
  const view = t('owners.viewAnnouncements', { name });
  const save = t('owners.saveToContacts', { name });
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 0.5 }}>
      <Tooltip title={view}>
        <IconButton size="small" aria-label={view} onClick={() => onView(owner)}>
          <ListAltRounded fontSize="small" />
        </IconButton>
      </Tooltip>
      {canSave && (
        <Tooltip title={owner.alreadyInContacts ? t('owners.alreadySaved') : save}>
          {/* A disabled button fires no events: the span keeps the tooltip working. */}
          <span>
            <IconButton
              size="small"
              color="primary"
              aria-label={save}
              disabled={owner.alreadyInContacts}
              onClick={() => onSave(owner)}
            >
              <PersonAddAlt1Rounded fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Stack>
  );
};
