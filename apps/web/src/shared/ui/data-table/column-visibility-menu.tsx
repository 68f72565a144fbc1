import ViewColumnRounded from '@mui/icons-material/ViewColumnRounded';
import {
  Checkbox,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './data-table-types';

export type ColumnVisibilityMenuProps<Row> = {
  columns: readonly DataTableColumn<Row>[];
  hidden: readonly string[];
  onToggle: (field: string) => void;
};

/** Shows or hides the hideable columns; the last visible one cannot be hidden. */
export const ColumnVisibilityMenu = <Row,>({ columns, hidden, onToggle }: ColumnVisibilityMenuProps<Row>) => {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hideable = columns.filter((column) => column.hideable !== false);
  const visibleCount = columns.filter((column) => !hidden.includes(column.field)).length;
  return (
    <>
      <Tooltip title={t('table.columns')}>
        <IconButton
          aria-label={t('table.columns')}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={Boolean(anchor)}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <ViewColumnRounded />
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('table.showColumns'), dense: true } }}
      >
        <ListSubheader sx={{ lineHeight: '36px' }}>{t('table.showColumns')}</ListSubheader>
        {hideable.map((column) => {
          const shown = !hidden.includes(column.field);
          return (
            <MenuItem
              key={column.field}
              role="menuitemcheckbox"
              aria-checked={shown}
              disabled={shown && visibleCount <= 1}
              onClick={() => onToggle(column.field)}
            >
              <ListItemIcon>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={shown}
                  tabIndex={-1}
                  disableRipple
                  sx={{ p: 0 }}
                />
              </ListItemIcon>
              <ListItemText>{t(column.headerKey)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};
