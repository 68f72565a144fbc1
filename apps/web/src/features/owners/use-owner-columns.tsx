import type { Owner } from '@emlak/contracts';
import { Link, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import { formatPhone, telHref } from '@/shared/lib/phone';
import type { DataTableColumn } from '@/shared/ui/data-table/data-table-types';
import { Ltr } from '@/shared/ui/ltr';
import { InContactsChip } from './components/in-contacts-chip';
import { ProbableAgentChip } from './components/probable-agent-chip';

/**
 * The owners table's columns. Owners are groups of listings, so only the phone and the aggregates
 * sort; the name filters (it matches any listing's owner text) but does not sort.
 */
export const useOwnerColumns = (): DataTableColumn<Owner>[] => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => [
      {
        field: 'phone',
        headerKey: 'owners.fields.phone',
        type: 'text',
        sortable: true,
        filterable: true,
        hideable: false,
        render: (owner) => (
          <Link
            href={telHref(owner.phone)}
            underline="hover"
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          >
            <Ltr>{formatPhone(owner.phone)}</Ltr>
          </Link>
        ),
        exportValue: (owner) => formatPhone(owner.phone),
      },
      {
        field: 'ownerName',
        headerKey: 'owners.fields.ownerName',
        type: 'text',
        filterable: true,
        render: (owner) =>
          owner.ownerName ? (
            owner.ownerName
          ) : (
            <Typography
              variant="body2"
              component="span"
              sx={{ color: 'text.secondary', fontStyle: 'italic' }}
            >
              {t('owners.noName')}
            </Typography>
          ),
      },
      {
        field: 'announcementCount',
        headerKey: 'owners.fields.announcementCount',
        type: 'number',
        sortable: true,
        filterable: true,
      },
      {
        field: 'lastAnnouncementAt',
        headerKey: 'owners.fields.lastAnnouncementAt',
        type: 'date',
        sortable: true,
        filterable: true,
        render: (owner) => formatDate(new Date(owner.lastAnnouncementAt), language),
      },
      {
        field: 'cities',
        headerKey: 'owners.fields.cities',
        type: 'text',
        render: (owner) => owner.cities.join(', '),
        exportValue: (owner) => owner.cities.join(', '),
      },
      {
        field: 'isProbableAgent',
        headerKey: 'owners.fields.isProbableAgent',
        type: 'boolean',
        sortable: true,
        filterable: true,
        render: (owner) => (owner.isProbableAgent ? <ProbableAgentChip /> : null),
      },
      {
        field: 'alreadyInContacts',
        headerKey: 'owners.fields.alreadyInContacts',
        type: 'boolean',
        render: (owner) => (owner.alreadyInContacts ? <InContactsChip /> : null),
      },
    ],
    [language, t],
  );
};
