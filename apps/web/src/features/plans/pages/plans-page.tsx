import { can, type Plan } from '@emlak/contracts';
import AddRounded from '@mui/icons-material/AddRounded';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch, useAppSelector } from '@/shared/state/store-hooks';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { DataTable } from '@/shared/ui/data-table/data-table';
import { useFeatureFormUi } from '@/shared/ui/form-panel/use-feature-form-ui';
import { PageHeader } from '@/shared/ui/page-header';
import { useDeleteConfirmation } from '@/shared/ui/use-delete-confirmation';
import { useDeletePlan } from '../api/use-delete-plan';
import { usePlansTable } from '../api/use-plans-table';
import { PlanForm } from '../components/plan-form';
import { PlanRowActions } from '../components/plan-row-actions';
import { usePlanColumns } from '../use-plan-columns';

/**
 * Subscription plans (route /plans): every role reads the list; a SuperAdmin also adds, edits,
 * switches on and off and deletes plans (plans.write). A plan with subscriptions cannot be
 * deleted (409 plan_in_use): the dialog says so and points to the active switch.
 */
export const PlansPage = () => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const roleId = useAppSelector((state) => state.auth.roleId);
  const canWrite = roleId !== null && can(roleId, 'plans.write');
  const source = usePlansTable();
  const columns = usePlanColumns(canWrite);
  const ui = useFeatureFormUi<Plan>('plan');
  const deletePlan = useDeletePlan();
  const confirmation = useDeleteConfirmation<Plan>();

  const addButton = canWrite ? (
    <Button variant="contained" disableElevation startIcon={<AddRounded />} onClick={ui.openCreate}>
      {t('plans.add')}
    </Button>
  ) : undefined;

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto', minWidth: 0 }}>
      <PageHeader
        title={t('plans.title')}
        subtitle={canWrite ? t('plans.subtitle') : `${t('plans.subtitle')} · ${t('plans.readOnly')}`}
      />
      {canWrite && <PlanForm ui={ui} />}
      <DataTable
        source={source}
        columns={columns}
        rowKey={(plan) => plan.id}
        title={t('plans.title')}
        showTitle={false}
        searchPlaceholder={t('plans.searchPlaceholder')}
        exportFileName="plans"
        toolbar={addButton}
        emptyAction={addButton}
        rowActions={
          canWrite
            ? (plan) => <PlanRowActions plan={plan} onEdit={ui.openEdit} onDelete={confirmation.ask} />
            : undefined
        }
      />
      {canWrite && (
        <ConfirmDialog
          open={confirmation.open}
          danger
          title={t('plans.deleteTitle')}
          message={t('plans.deleteText', { name: confirmation.target?.name ?? '' })}
          onClose={confirmation.close}
          onConfirm={async () => {
            const deleting = confirmation.target;
            if (!deleting) return;
            await deletePlan.mutateAsync(deleting.id);
            if (ui.selected?.id === deleting.id) ui.close();
            dispatch(notify({ message: t('plans.deleted'), severity: 'success' }));
          }}
        />
      )}
    </Box>
  );
};
