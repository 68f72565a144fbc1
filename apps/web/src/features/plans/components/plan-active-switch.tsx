import type { Plan } from '@emlak/contracts';
import { Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/state/notifications-slice';
import { useAppDispatch } from '@/shared/state/store-hooks';
import { useUpdatePlan } from '../api/use-update-plan';

/**
 * Turns a plan on or off from the table (SuperAdmin): the whole plan goes back with the flag
 * changed and the version it was read at. A refusal (a stale version) is toasted by the client
 * and the table reloads the stored state.
 */
export const PlanActiveSwitch = ({ plan }: { plan: Plan }) => {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const update = useUpdatePlan({ toastErrors: true });
  const checked = update.isPending ? !plan.isActive : plan.isActive;
  return (
    <Switch
      checked={checked}
      disabled={update.isPending}
      slotProps={{ input: { 'aria-label': t('plans.activeFor', { name: plan.name }) } }}
      onChange={(event) => {
        const isActive = event.target.checked;
        update.mutate(
          {
            id: plan.id,
            input: {
              name: plan.name,
              description: plan.description,
              price: Number(plan.price),
              requestLimit: plan.requestLimit,
              isActive,
              isPopular: plan.isPopular,
              version: plan.version,
            },
          },
          {
            onSuccess: () =>
              dispatch(
                notify({
                  message: t(isActive ? 'plans.activated' : 'plans.deactivated', { name: plan.name }),
                  severity: 'success',
                }),
              ),
          },
        );
      }}
    />
  );
};
