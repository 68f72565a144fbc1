import { CONTACT_NAME_MAX, type Owner } from '@emlak/contracts';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '@/shared/api/http-client';
import { formatPhone } from '@/shared/lib/phone';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useSaveOwnerToContacts } from '../api/use-save-owner-to-contacts';

export type SaveOwnerDialogProps = { owner: Owner | null; open: boolean; onClose: () => void };

/**
 * Files an owner in the contact book under a name the agent may correct (the listings' usual
 * name, or none). A refusal — 409 when the phone is already a contact — stays in the dialog.
 */
export const SaveOwnerDialog = ({ owner, open, onClose }: SaveOwnerDialogProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const save = useSaveOwnerToContacts();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const key = open && owner ? owner.phone : null;
  if (key !== openedFor) {
    setOpenedFor(key);
    if (key) {
      setName(owner?.ownerName ?? '');
      setNameError(null);
    }
  }
  const label = t('owners.saveName');

  /** False when the name is missing or refused: the dialog stays, the field says why. */
  const confirm = async () => {
    if (!owner) return false;
    const ownerName = name.trim();
    if (!ownerName) {
      setNameError(t('forms.required', { field: label }));
      return false;
    }
    setNameError(null);
    try {
      await save.mutateAsync({ phone: owner.phone, ownerName });
    } catch (error) {
      const refusal = apiErrorOf(error).fieldErrors.ownerName?.[0];
      if (!refusal) throw error;
      setNameError(refusal);
      return false;
    }
    dispatch(notify({ message: t('owners.saved', { name: ownerName }), severity: 'success' }));
    return true;
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('owners.saveTitle')}
      message={t('owners.saveText', { phone: owner ? formatPhone(owner.phone) : '' })}
      confirmLabel={t('owners.save')}
      confirmIcon={<PersonAddAlt1Rounded />}
      onConfirm={confirm}
      onClose={onClose}
    >
      <TextField
        autoFocus
        fullWidth
        required
        label={label}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(nameError)}
        helperText={nameError ?? ' '}
        slotProps={{ htmlInput: { maxLength: CONTACT_NAME_MAX } }}
      />
    </ConfirmDialog>
  );
};
