import type { Contact } from '@emlak/contracts';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type ContactRowActionsProps = {
  contact: Contact;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
};

/** Edit and Delete for one row; each button names its contact for screen readers. */
export const ContactRowActions = ({ contact, onEdit, onDelete }: ContactRowActionsProps) => {
  const { t } = useTranslation();
  const edit = t('contacts.edit', { name: contact.ownerName });
  const remove = t('contacts.delete', { name: contact.ownerName });
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 0.5 }}>
      <Tooltip title={edit}>
        <IconButton size="small" aria-label={edit} onClick={() => onEdit(contact)}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={remove}>
        <IconButton size="small" color="error" aria-label={remove} onClick={() => onDelete(contact)}>
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};
