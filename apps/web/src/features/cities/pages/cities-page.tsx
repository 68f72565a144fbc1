import { can, type City } from '@emlak/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/ui/page-header';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { notify } from '@/shared/state/notifications-slice';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { useDeleteConfirmation } from '@/shared/ui/use-delete-confirmation';
import { DataTable } from '@/shared/ui/data-table/data-table';
import { useFeatureFormUi } from '@/shared/ui/form-panel/use-feature-form-ui';
import { useCitiesTable } from '../api/use-cities-table';
import { useDeleteCity } from '../api/use-delete-city';
import { CityForm } from '../components/city-form';
import { CityRowActions } from '../components/city-row-actions';
import { useCityColumns } from '../use-city-columns';

/**
 * Cities (route /cities): every role reads the list; a SuperAdmin also adds, edits and deletes
 * (cities.write), the others see no write controls.
 */
export const CitiesPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const roleId = useAppSelector((state) => state.auth.roleId);
  const canWrite = roleId !== null && can(roleId, 'cities.write');
  const source = useCitiesTable();
  const columns = useCityColumns();
  const ui = useFeatureFormUi<City>('city');
  const deleteCity = useDeleteCity();
  const confirmation = useDeleteConfirmation<City>();

  const addButton = canWrite ? (
    <Button variant="contained" disableElevation startIcon={<AddRounded />} onClick={ui.openCreate}>
      {t('cities.add')}
    </Button>
  ) : undefined;

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <PageHeader
        title={t('cities.title')}
        subtitle={canWrite ? t('cities.subtitle') : `${t('cities.subtitle')} · ${t('cities.readOnly')}`}
      />
      {canWrite && <CityForm ui={ui} />}
      <DataTable
        source={source}
        columns={columns}
        rowKey={(city) => city.id}
        title={t('cities.title')}
        showTitle={false}
        searchPlaceholder={t('cities.searchPlaceholder')}
        exportFileName="cities"
        toolbar={addButton}
        emptyAction={addButton}
        rowActions={
          canWrite
            ? (city) => <CityRowActions city={city} onEdit={ui.openEdit} onDelete={confirmation.ask} />
            : undefined
        }
      />
      {canWrite && (
        <ConfirmDialog
          open={confirmation.open}
          danger
          title={t('cities.deleteTitle')}
          message={t('cities.deleteText', { name: confirmation.target?.name ?? '' })}
          onClose={confirmation.close}
          onConfirm={async () => {
            const deleting = confirmation.target;
            if (!deleting) return;
            await deleteCity.mutateAsync(deleting.id);
            if (ui.selected?.id === deleting.id) ui.close();
            dispatch(notify({ message: t('cities.deleted'), severity: 'success' }));
          }}
        />
      )}
    </Box>
  );
};
