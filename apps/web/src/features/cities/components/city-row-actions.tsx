import type { City } from '@emlak/contracts';
import { useTranslation } from 'react-i18next';
import { EditDeleteActions } from '@/shared/ui/edit-delete-actions';

export type CityRowActionsProps = {
  city: City;
  onEdit: (city: City) => void;
  onDelete: (city: City) => void;
};

/** Edit and Delete for one row; each button names its city for screen readers. */
export const CityRowActions = ({ city, onEdit, onDelete }: CityRowActionsProps) => {
  const { t } = useTranslation();
  const name = { name: city.name };
  return (
    <EditDeleteActions
      editLabel={t('cities.edit', name)}
      deleteLabel={t('cities.delete', name)}
      onEdit={() => onEdit(city)}
      onDelete={() => onDelete(city)}
    />
  );
};
