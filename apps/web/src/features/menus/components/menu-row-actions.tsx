import type { Menu } from '@emlak/contracts';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type MenuRowActionsProps = {
  menu: Menu;
  onEdit: (menu: Menu) => void;
  onDelete: (menu: Menu) => void;
};

/** Edit and Delete for one row; each button names its menu key for screen readers. */
export const MenuRowActions = ({ menu, onEdit, onDelete }: MenuRowActionsProps) => {
  const { t } = useTranslation();
  const edit = t('menus.edit', { name: menu.name });
  const remove = t('menus.delete', { name: menu.name });
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 0.5 }}>
      <Tooltip title={edit}>
        <IconButton size="small" aria-label={edit} onClick={() => onEdit(menu)}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={remove}>
        <IconButton size="small" color="error" aria-label={remove} onClick={() => onDelete(menu)}>
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};
