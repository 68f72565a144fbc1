import { Role, type User } from '@emlak/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import { roleLabel } from '@/shared/lib/role-label';
import type { DataTableColumn } from '@/shared/ui/data-table/data-table-types';
import { Ltr } from '@/shared/ui/ltr';
import { PhoneText } from '@/shared/ui/phone-text';
import { RoleChip } from '@/shared/ui/role-chip';
import { UserStatusChip } from '@/shared/ui/user-status-chip';
import { UserNameCell } from './components/user-name-cell';
import { userStatusOptions } from './user-statuses';

/** The roles a filter offers, by their fixed ids, labelled with the seeded names' translations. */
const roleOptions = (['SuperAdmin', 'Admin', 'User'] as const).map((name) => ({
  value: Role[name],
  labelKey: `roles.names.${name}`,
}));

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
        card: 'primary',
        render: (user) => <UserNameCell user={user} self={user.id === selfId} />,
      },
      {
        field: 'email',
        headerKey: 'users.fields.email',
        type: 'text',
        sortable: true,
        filterable: true,
        card: 'secondary',
        render: (user) => <Ltr>{user.email}</Ltr>,
      },
      {
        field: 'phone',
        headerKey: 'users.fields.phone',
        type: 'text',
        sortable: true,
        filterable: true,
        card: 'field',
        render: (user) => <PhoneText phone={user.phone} />,
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
        // Filtered by the fixed role id: a SuperAdmin may rename the roles.
        filterField: 'roleId',
        type: 'enum',
        options: roleOptions,
        sortable: true,
        filterable: true,
        card: 'field',
        render: (user) => <RoleChip roleId={user.roleId} label={roleLabel(user.roleName, t)} />,
        exportValue: (user) => roleLabel(user.roleName, t),
      },
      {
        field: 'status',
        headerKey: 'users.fields.status',
        type: 'enum',
        options: userStatusOptions,
        sortable: true,
        filterable: true,
        card: 'field',
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
