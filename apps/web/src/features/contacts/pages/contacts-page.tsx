import { can, mayManageAllOrganizations, type Contact, type ListFilter } from '@emlak/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useActor } from '@/shared/auth/use-actor';
import { PageHeader } from '@/shared/ui/page-header';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { notify } from '@/shared/state/notifications-slice';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteConfirmation } from '@/shared/ui/use-delete-confirmation';
import { DataTable } from '@/shared/ui/data-table/data-table';
import { useFeatureFormUi } from '@/shared/ui/form-panel/use-feature-form-ui';
import { useContactsTable } from '../api/use-contacts-table';
import { useDeleteContact } from '../api/use-delete-contact';
import { ContactForm } from '../components/contact-form';
import { ContactRowActions } from '../components/contact-row-actions';
import { PhoneSearch } from '../components/phone-search';
import { useContactColumns } from '../use-contact-columns';

const isPhoneSearch = (filter: ListFilter) => filter.field === 'phone' && filter.operator === 'Contains';

/**
 * Contacts (route /contacts): the organization's contact book. Every role reads and writes its
 * own organization's (contacts.write); the name search and the phone search combine.
 */
export const ContactsPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const roleId = useAppSelector((state) => state.auth.roleId);
  const canWrite = roleId !== null && can(roleId, 'contacts.write');
  const source = useContactsTable();
  const actor = useActor();
  // A SuperAdmin reads every agency's contacts: the screen says so and shows each one's agency.
  const allOrganizations = actor !== null && mayManageAllOrganizations(actor);
  const columns = useContactColumns(allOrganizations);
  const ui = useFeatureFormUi<Contact>('contact');
  const deleteContact = useDeleteContact();
  const confirmation = useDeleteConfirmation<Contact>();

  const { state, setFilters } = source.controls;
  const phoneFilter = state.filters.find(isPhoneSearch);
  const searchPhone = (text: string) => {
    if (text === (phoneFilter?.value ?? '')) return;
    const others = state.filters.filter((filter) => !isPhoneSearch(filter));
    setFilters(text ? [...others, { field: 'phone', operator: 'Contains', value: text }] : others);
  };

  const addButton = canWrite ? (
    <Button variant="contained" disableElevation startIcon={<AddRounded />} onClick={ui.openCreate}>
      {t('contacts.add')}
    </Button>
  ) : undefined;

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <PageHeader
        title={t('contacts.title')}
        subtitle={t(allOrganizations ? 'contacts.subtitleAll' : 'contacts.subtitle')}
      />
      {canWrite && <ContactForm ui={ui} />}
      <DataTable
        source={source}
        columns={columns}
        rowKey={(contact) => contact.id}
        title={t('contacts.title')}
        showTitle={false}
        searchPlaceholder={t('contacts.searchPlaceholder')}
        exportFileName="contacts"
        toolbar={
          <>
            <PhoneSearch value={String(phoneFilter?.value ?? '')} onSearch={searchPhone} />
            {addButton}
          </>
        }
        emptyAction={addButton}
        rowActions={
          canWrite
            ? (contact) => (
                <ContactRowActions contact={contact} onEdit={ui.openEdit} onDelete={confirmation.ask} />
              )
            : undefined
        }
      />
      {canWrite && (
        <ConfirmDialog
          open={confirmation.open}
          danger
          title={t('contacts.deleteTitle')}
          message={t('contacts.deleteText', { name: confirmation.target?.ownerName ?? '' })}
          onClose={confirmation.close}
          onConfirm={async () => {
            const deleting = confirmation.target;
            if (!deleting) return;
            await deleteContact.mutateAsync(deleting.id);
            if (ui.selected?.id === deleting.id) ui.close();
            dispatch(notify({ message: t('contacts.deleted'), severity: 'success' }));
          }}
        />
      )}
    </Box>
  );
};
