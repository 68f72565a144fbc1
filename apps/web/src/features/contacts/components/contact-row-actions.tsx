import type { Contact } from '@emlak/contracts';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '@/shared/ui/edit-delete-actions';

export type ContactRowActionsProps = {
  contact: Contact;
  onEdit: (contact: Contact) => void;
  onDelete: (contact: Contact) => void;
};

/** Edit and Delete for one row; each button names its contact for screen readers. */
export const ContactRowActions = ({ contact, onEdit, onDelete }: ContactRowActionsProps) => {
  const { t } = useTranslation();
  const name = { name: contact.ownerName };
  return (
    <EditDeleteActions
      editLabel={t('contacts.edit', name)}
      deleteLabel={t('contacts.delete', name)}
      onEdit={() => onEdit(contact)}
      onDelete={() => onDelete(contact)}
    />
  );
};
