import type { Menu } from '@emlak/contracts';
import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuDescription } from '@/shared/lib/menu-description';
import type { DataTableColumn } from '@/shared/ui/data-table/data-table-types';
import { MenuNameCell } from './components/menu-name-cell';
import { MenuStatusChip } from './components/menu-status-chip';

const Mono = ({ text }: { text: string | null }) =>
  text ? (
    <Typography variant="body2" component="span" sx={{ fontFamily: 'monospace' }}>
      {text}
    </Typography>
  ) : null;

/** The menus table's columns: every field sorts and filters, as the server declares them. */
export const useMenuColumns = (): DataTableColumn<Menu>[] => {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        field: 'name',
        headerKey: 'menus.fields.name',
        type: 'text',
        sortable: true,
        filterable: true,
        hideable: false,
        render: (menu) => <MenuNameCell menu={menu} />,
      },
      {
        field: 'url',
        headerKey: 'menus.fields.url',
        type: 'text',
        sortable: true,
        filterable: true,
        render: (menu) => <Mono text={menu.url} />,
      },
      {
        field: 'description',
        headerKey: 'menus.fields.description',
        type: 'text',
        sortable: true,
        filterable: true,
        render: (menu) => (
          <Typography
            variant="body2"
            title={menuDescription(menu, t) || undefined}
            sx={{ maxWidth: 280, overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {menuDescription(menu, t)}
          </Typography>
        ),
        exportValue: (menu) => menuDescription(menu, t),
      },
      {
        field: 'menuUrl',
        headerKey: 'menus.fields.menuUrl',
        type: 'text',
        sortable: true,
        filterable: true,
        defaultHidden: true,
        render: (menu) => <Mono text={menu.menuUrl} />,
      },
      {
        field: 'status',
        headerKey: 'menus.fields.status',
        type: 'boolean',
        sortable: true,
        filterable: true,
        render: (menu) => <MenuStatusChip active={menu.status} />,
      },
      {
        field: 'displayOrder',
        headerKey: 'menus.fields.displayOrder',
        type: 'number',
        sortable: true,
        filterable: true,
      },
      {
        field: 'icon',
        headerKey: 'menus.fields.icon',
        type: 'text',
        sortable: true,
        filterable: true,
        render: (menu) => <Mono text={menu.icon} />,
      },
    ],
    [t],
  );
};
