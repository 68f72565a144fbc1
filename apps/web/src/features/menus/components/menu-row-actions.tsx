import type { Menu } from '@emlak/contracts';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '@/shared/ui/edit-delete-actions';

export type MenuRowActionsProps = {
  menu: Menu;
  onEdit: (menu: Menu) => void;
  onDelete: (menu: Menu) => void;
};

/** Edit and Delete for one row; each button names its menu key for screen readers. */
export const MenuRowActions = ({ menu, onEdit, onDelete }: MenuRowActionsProps) => {
  const { t } = useTranslation();
  const name = { name: menu.name };
  return (
    <EditDeleteActions
      editLabel={t('menus.edit', name)}
      deleteLabel={t('menus.delete', name)}
      onEdit={() => onEdit(menu)}
      onDelete={() => onDelete(menu)}
    />
  );
};
