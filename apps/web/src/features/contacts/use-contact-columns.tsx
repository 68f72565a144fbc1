import type { Contact } from '@emlak/contracts';
import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import { formatPhone } from '@/shared/lib/phone';
import type { DataTableColumn } from '@/shared/ui/data-table/data-table-types';
import { EmailLink } from './components/email-link';
import { PhoneLink } from './components/phone-link';

/**
 * The contacts table's columns. `phone` is the server's field for all three phones (a filter on it
 * matches any of them, in any written form; it sorts by the first), so the first phone's column
 * carries it and the other two only show their number.
 */
export const useContactColumns = (allOrganizations = false): DataTableColumn<Contact>[] => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => [
      {
        field: 'ownerName',
        headerKey: 'contacts.fields.ownerName',
        type: 'text',
        sortable: true,
        filterable: true,
        hideable: false,
        card: 'primary',
        render: (contact) => (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {contact.ownerName}
          </Typography>
        ),
      },
      {
        field: 'phone',
        headerKey: 'contacts.fields.phone',
        type: 'text',
        sortable: true,
        filterable: true,
        card: 'field',
        render: (contact) => <PhoneLink phone={contact.phone1} />,
        exportValue: (contact) => formatPhone(contact.phone1),
      },
      {
        field: 'phone2',
        headerKey: 'contacts.fields.phone2',
        type: 'text',
        render: (contact) => <PhoneLink phone={contact.phone2} />,
        exportValue: (contact) => formatPhone(contact.phone2),
      },
      {
        field: 'phone3',
        headerKey: 'contacts.fields.phone3',
        type: 'text',
        render: (contact) => <PhoneLink phone={contact.phone3} />,
        exportValue: (contact) => formatPhone(contact.phone3),
      },
      {
        field: 'email',
        headerKey: 'contacts.fields.email',
        type: 'text',
        sortable: true,
        filterable: true,
        card: 'field',
        render: (contact) => <EmailLink email={contact.email} />,
      },
      ...(allOrganizations
        ? [
            {
              field: 'organizationName',
              headerKey: 'contacts.fields.organizationName',
              type: 'text',
              filterable: true,
              card: 'field',
              render: (contact: Contact) => contact.organizationName,
              exportValue: (contact: Contact) => contact.organizationName,
            } as const,
          ]
        : []),
      {
        field: 'createdAt',
        headerKey: 'contacts.fields.createdAt',
        type: 'date',
        sortable: true,
        filterable: true,
        render: (contact) => formatDate(new Date(contact.createdAt), language),
      },
    ],
    [language, allOrganizations],
  );
};
