import type { City } from '@emlak/contracts';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type CityRowActionsProps = {
  city: City;
  onEdit: (city: City) => void;
  onDelete: (city: City) => void;
};

/** Edit and Delete for one row; each button names its city for screen readers. */
export const CityRowActions = ({ city, onEdit, onDelete }: CityRowActionsProps) => {
  const { t } = useTranslation();
  const edit = t('cities.edit', { name: city.name });
  const remove = t('cities.delete', { name: city.name });
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 0.5 }}>
      <Tooltip title={edit}>
        <IconButton size="small" aria-label={edit} onClick={() => onEdit(city)}>
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={remove}>
        <IconButton size="small" color="error" aria-label={remove} onClick={() => onDelete(city)}>
          <DeleteOutlineRounded fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
};
