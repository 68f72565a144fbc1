import { CONTACT_NAME_MAX, type Owner } from '@emlak/contracts';
import PersonAddAlt1Rounded from '@mui/icons-material/PersonAddAlt1Rounded';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/store';
import { apiErrorOf, isNetworkError } from '@/shared/api/http-client';
import { formatPhone } from '@/shared/lib/phone';
import { notify } from '@/shared/state/notifications-slice';
import { useSaveOwnerToContacts } from '../api/use-save-owner-to-contacts';

export type SaveOwnerDialogProps = { owner: Owner | null; open: boolean; onClose: () => void };

/**
 * Files an owner in the contact book under a name the agent may correct (the listings' usual
 * name, or none). A refusal — 409 when the phone is already a contact — stays in the dialog.
 */
export const SaveOwnerDialog = ({ owner, open, onClose }: SaveOwnerDialogProps) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const textId = useId();
  const save = useSaveOwnerToContacts();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const key = open && owner ? owner.phone : null;
  if (key !== openedFor) {
    setOpenedFor(key);
    if (key) {
      setName(owner?.ownerName ?? '');
      setNameError(null);
      setAlert(null);
    }
  }
  const label = t('owners.saveName');

  const close = () => {
    if (!save.isPending) onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!owner) return;
    const ownerName = name.trim();
    setAlert(null);
    if (!ownerName) {
      setNameError(t('forms.required', { field: label }));
      return;
    }
    setNameError(null);
    try {
      await save.mutateAsync({ phone: owner.phone, ownerName });
      dispatch(notify({ message: t('owners.saved', { name: ownerName }), severity: 'success' }));
      onClose();
    } catch (error) {
      const { message, fieldErrors } = apiErrorOf(error);
      if (fieldErrors.ownerName?.[0]) setNameError(fieldErrors.ownerName[0]);
      else setAlert(isNetworkError(error) ? t('http.networkError') : (message ?? t('forms.actionFailed')));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      slotProps={{
        paper: { component: 'form', onSubmit: submit, noValidate: true, sx: { borderRadius: 3 } } as object,
      }}
    >
      <DialogTitle id={titleId}>{t('owners.saveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ mb: 2 }}>
          {t('owners.saveText', { phone: owner ? formatPhone(owner.phone) : '' })}
        </DialogContentText>
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
        {alert && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {alert}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={save.isPending} color="inherit">
          {t('forms.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disableElevation
          loading={save.isPending}
          loadingPosition="start"
          startIcon={<PersonAddAlt1Rounded />}
        >
          {t('owners.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
