import type { User } from '@emlak/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import { formatPhone } from '@/shared/lib/phone';
import type { DataTableColumn } from '@/shared/ui/data-table/data-table-types';
import { RoleChip } from '@/shared/ui/role-chip';
import { UserStatusChip } from '@/shared/ui/user-status-chip';
import { UserNameCell } from './components/user-name-cell';
import { userStatusOptions } from './user-statuses';

/**
 * The users table's columns. The organization column is for those who see every organization
 * (an Admin sees one); the city has no list field on the server, so it neither sorts nor filters.
 */
export const useUserColumns = (allOrganizations: boolean, selfId: number | null): DataTableColumn<User>[] => {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => [
      {
        field: 'name',
        headerKey: 'users.fields.fullName',
        type: 'text',
        sortable: true,
        filterable: true,
        hideable: false,
        render: (user) => <UserNameCell user={user} self={user.id === selfId} />,
      },
      { field: 'email', headerKey: 'users.fields.email', type: 'text', sortable: true, filterable: true },
      {
        field: 'phone',
        headerKey: 'users.fields.phone',
        type: 'text',
        sortable: true,
        filterable: true,
        render: (user) => formatPhone(user.phone),
      },
      ...(allOrganizations
        ? [
            {
              field: 'organizationName',
              headerKey: 'users.fields.organizationName',
              type: 'text',
              sortable: true,
              filterable: true,
            } as const,
          ]
        : []),
      {
        field: 'roleName',
        headerKey: 'users.fields.roleName',
        type: 'text',
        sortable: true,
        filterable: true,
        render: (user) => <RoleChip roleId={user.roleId} label={user.roleName} />,
      },
      {
        field: 'status',
        headerKey: 'users.fields.status',
        type: 'enum',
        options: userStatusOptions,
        sortable: true,
        filterable: true,
        render: (user) => <UserStatusChip status={user.status} label={t(`users.statuses.${user.status}`)} />,
      },
      { field: 'cityName', headerKey: 'users.fields.cityName', type: 'text' },
      {
        field: 'createdAt',
        headerKey: 'users.fields.createdAt',
        type: 'date',
        sortable: true,
        filterable: true,
        render: (user) => formatDate(new Date(user.createdAt), language),
      },
    ],
    [t, language, allOrganizations, selfId],
  );
};
