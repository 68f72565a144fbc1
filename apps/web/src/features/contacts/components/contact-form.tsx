import { createContactSchema, type Contact } from '@emlak/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { issueToken } from '@/shared/lib/form-errors';
import { formatPhone } from '@/shared/lib/phone';
import { FormPanel } from '@/shared/ui/form-panel/form-panel';
import { FormTextField } from '@/shared/ui/form-panel/form-text-field';
import type { FormUi } from '@/shared/ui/form-panel/form-ui';
import { usePanelForm } from '@/shared/ui/form-panel/use-panel-form';
import { fetchContact } from '../api/fetch-contact';
import { useCreateContact } from '../api/use-create-contact';
import { useUpdateContact } from '../api/use-update-contact';

export type ContactFormProps = { ui: FormUi<Contact> };

// The fields of both writes are the same; an update adds the version it read.
const resolver = zodResolver(createContactSchema, { error: issueToken });

const valuesOf = (contact: Contact | null) =>
  contact
    ? {
        ownerName: contact.ownerName,
        phone1: formatPhone(contact.phone1),
        phone2: formatPhone(contact.phone2),
        phone3: formatPhone(contact.phone3),
        email: contact.email ?? '',
      }
    : { ownerName: '', phone1: '', phone2: '', phone3: '', email: '' };

/**
 * Adds or edits a contact with the contracts' schema. Phones may be typed in any form (the server
 * stores E.164); a phone already in the book comes back as a 409 under its field.
 */
export const ContactForm = ({ ui }: ContactFormProps) => {
  const { t } = useTranslation();
  const create = useCreateContact();
  const update = useUpdateContact();
  const { form, submit, cancel, reload, alert, stale, guard, submitting } = usePanelForm({
    ui,
    resolver,
    valuesOf,
    save: (input, contact) =>
      contact
        ? update.mutateAsync({ id: contact.id, input: { ...input, version: contact.version } })
        : create.mutateAsync(input),
    messages: { created: 'contacts.created', updated: 'contacts.updated' },
    onReload: () => {
      if (ui.selected) void fetchContact(ui.selected.id).then(ui.openEdit);
    },
  });
  const label = (field: string) => t(`contacts.fields.${field}`);
  const phone = { htmlInput: { inputMode: 'tel' as const, autoComplete: 'off' } };

  return (
    <FormPanel
      expanded={ui.expanded}
      edit={ui.edit}
      titles={{ create: t('contacts.createTitle'), edit: t('contacts.editTitle') }}
      onSubmit={submit}
      onCancel={cancel}
      submitting={submitting}
      alert={alert}
      stale={stale}
      guard={guard}
      onReload={reload}
    >
      <FormTextField form={form} name="ownerName" label={label('ownerName')} required />
      <FormTextField
        form={form}
        name="phone1"
        label={label('phone1')}
        required
        hint={t('contacts.phoneHint')}
        slotProps={phone}
      />
      <FormTextField form={form} name="phone2" label={label('phone2')} slotProps={phone} />
      <FormTextField form={form} name="phone3" label={label('phone3')} slotProps={phone} />
      <FormTextField
        form={form}
        name="email"
        label={label('email')}
        slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
      />
    </FormPanel>
  );
};
