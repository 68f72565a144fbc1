import type { Organization } from '@emlak/contracts';
import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@/shared/lib/format';
import type { DataTableColumn } from '@/shared/ui/data-table/data-table-types';
import { GracePeriod, graceExpired } from './components/grace-period';
import { LockChip } from './components/lock-chip';
import { OrganizationStatusChip } from './components/organization-status-chip';
import { statusOptions } from './organization-statuses';

/** The organizations table's columns; userCount is computed by the server, so it neither sorts nor filters. */
export const useOrganizationColumns = (): DataTableColumn<Organization>[] => {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => [
      {
        field: 'name',
        headerKey: 'organizations.fields.name',
        type: 'text',
        sortable: true,
        filterable: true,
        hideable: false,
        render: (organization) => (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {organization.name}
          </Typography>
        ),
      },
      {
        field: 'status',
        headerKey: 'organizations.fields.status',
        type: 'enum',
        options: statusOptions,
        sortable: true,
        filterable: true,
        render: (organization) => (
          <OrganizationStatusChip
            status={organization.status}
            graceExpired={
              organization.status === 'active' &&
              graceExpired(organization.gracePeriodEnd, organization.daysLeft)
            }
          />
        ),
      },
      {
        field: 'isLocked',
        headerKey: 'organizations.fields.isLocked',
        type: 'boolean',
        sortable: true,
        filterable: true,
        render: (organization) => <LockChip locked={organization.isLocked} />,
      },
      {
        field: 'isContactEnabled',
        headerKey: 'organizations.fields.isContactEnabled',
        type: 'boolean',
        sortable: true,
        filterable: true,
      },
      {
        field: 'gracePeriodEnd',
        headerKey: 'organizations.fields.gracePeriodEnd',
        type: 'date',
        sortable: true,
        filterable: true,
        render: (organization) => (
          <GracePeriod end={organization.gracePeriodEnd} daysLeft={organization.daysLeft} />
        ),
      },
      {
        field: 'userCount',
        headerKey: 'organizations.fields.userCount',
        type: 'number',
        render: (organization) => formatNumber(organization.userCount, language),
      },
      {
        field: 'createdAt',
        headerKey: 'organizations.fields.createdAt',
        type: 'date',
        sortable: true,
        filterable: true,
        render: (organization) => formatDate(new Date(organization.createdAt), language),
      },
    ],
    [language],
  );
};
